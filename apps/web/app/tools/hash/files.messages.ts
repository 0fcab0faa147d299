import { defineMessages } from '../../i18n/define.ts';

/** Words of the files part of the digest pages (loaded with it, when files are hashed). */
export const filesMessages = defineMessages(
  {
    drop: 'Drop files here, paste them, or',
    choose: 'Choose files',
    chooseLabel: 'Choose files to hash',
    clear: 'Clear files',
    cancel: 'Cancel',
    cancelled: 'Cancelled.',
    progress: 'Hashing {name}: {done} of {total}',
    speed: '{speed} MB/s',
    done: '{count} files hashed in {seconds} s ({speed} MB/s).',
    oneDone: '1 file hashed in {seconds} s ({speed} MB/s).',
    size: '{size} bytes',
    progressLabel: 'Progress',
    readError:
      'This file could not be read: it may be a folder, or have been moved, changed or deleted since it was chosen. Choose it again.',
  },
  {
    zh_Hans_CN: {
      drop: '把文件拖到这里、粘贴，或',
      choose: '选择文件',
      chooseLabel: '选择要计算哈希的文件',
      clear: '清除文件',
      cancel: '取消',
      cancelled: '已取消。',
      progress: '正在计算 {name}：{done} / {total}',
      speed: '{speed} MB/s',
      done: '{count} 个文件用时 {seconds} 秒（{speed} MB/s）。',
      oneDone: '1 个文件用时 {seconds} 秒（{speed} MB/s）。',
      size: '{size} 字节',
      progressLabel: '进度',
      readError: '无法读取该文件：它可能是文件夹，或在选择之后已被移动、修改或删除。请重新选择。',
    },
    zh_Hant_HK: {
      drop: '把檔案拖到這裏、貼上，或',
      choose: '選擇檔案',
      chooseLabel: '選擇要計算雜湊的檔案',
      clear: '清除檔案',
      cancel: '取消',
      cancelled: '已取消。',
      progress: '正在計算 {name}：{done} / {total}',
      speed: '{speed} MB/s',
      done: '{count} 個檔案用時 {seconds} 秒（{speed} MB/s）。',
      oneDone: '1 個檔案用時 {seconds} 秒（{speed} MB/s）。',
      size: '{size} 位元組',
      progressLabel: '進度',
      readError: '無法讀取此檔案：它可能是資料夾，或在選取之後已被移動、修改或刪除。請重新選取。',
    },
  },
);

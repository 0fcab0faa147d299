import type { CrcName } from './crc-names.ts';

// The engine's ids from before the catalogue (still HashAlgorithm ids, in URLs and checksum files).
export const ENGINE_IDS: Record<string, CrcName> = {
  crc32: 'CRC-32/ISO-HDLC',
  crc32c: 'CRC-32/ISCSI',
  'crc16-arc': 'CRC-16/ARC',
  'crc16-ccitt-false': 'CRC-16/IBM-3740',
  'crc16-modbus': 'CRC-16/MODBUS',
  'crc16-xmodem': 'CRC-16/XMODEM',
  'crc16-kermit': 'CRC-16/KERMIT',
};

/** The engine id of a catalogue CRC that has one (`CRC-16/ARC` gives `crc16-arc`). */
export const engineId = (name: CrcName): string | undefined =>
  Object.keys(ENGINE_IDS).find((id) => ENGINE_IDS[id] === name);

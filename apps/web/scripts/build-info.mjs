// Writes /build-info.json, which open tabs poll to learn that a newer build is live.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';

const dir = process.env.BUILD_DIR ?? 'build';
const info = { id: process.env.BUILD_ID ?? randomUUID(), time: new Date().toISOString() };
writeFileSync(`${dir}/client/build-info.json`, `${JSON.stringify(info)}\n`);
console.log(`build-info: ${info.id} ${info.time}`);

"""Generates format.json with Python 3.11's decimal, datetime, zoneinfo (system tzdata) and email.utils:
an implementation independent of the engine. Run: python3 generate.py > format.json"""
import json
from decimal import Decimal, ROUND_HALF_UP, getcontext
from datetime import datetime, timezone, timedelta
from zoneinfo import ZoneInfo
from email.utils import format_datetime

getcontext().prec = 400

def plain(d):
    d = d.normalize() if d != 0 else Decimal(0)
    s = format(d, 'f')
    if s in ('-0',): s = '0'
    return s

def money(s, less_than=False):
    d = Decimal(s)
    a = abs(d)
    if less_than and d > 0 and d < Decimal('0.01'): return '<0.01'
    places = 2 if a >= 30 else 4 if a >= Decimal('0.3') else 6 if a >= Decimal('0.003') else 8 if a >= Decimal('0.00003') else 10
    return plain(d.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))

def abbrev(s, places=2):
    d = Decimal(s)
    for suf, e in (('T', 12), ('B', 9), ('M', 6)):
        if abs(d) > Decimal(10) ** e:
            return plain((d.scaleb(-e)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)) + suf
    return money(s)

money_inputs = ['0', '30', '-30', '29.99999', '29.999949', '29.9999', '29.99995', '30.005', '30.004999',
  '0.3', '0.29999999', '0.2999995', '0.29999949', '0.30000005', '0.003', '0.0029999999', '0.00299999995',
  '0.002999999949', '0.00003', '0.00002999999999', '0.000029999999995', '0.0000299999999949', '1e-11', '5e-11', '4.9e-11',
  '0.00000000005', '-0.00000000005', '-0.000000000049', '1234.5678', '-1234.565', '1.23456789', '0.123456789',
  '0.0012345678', '0.000012345678912', '9007199254740993', '9007199254740993.005', '18446744073709551616.995',
  '123456789012345678901234567890.125', '-0.00001', '0.01', '0.0099999', '0.005', '100', '1e21', '1.5e-7',
  '0.1', '-0.1', '2.5', '0.000000000000000001']
less_inputs = ['0.01', '0.0099999999', '0.001', '0', '-0.001', '0.010000001', '1e-18', '5']
abbrev_inputs = ['1000000', '1000000.001', '-1000000', '-1000000.5', '1234567', '999999.999', '1000000000', '1000000000.1',
  '1500000000', '1000000000000', '1000000000000.01', '2500000000000', '12345678901234567890', '999999999999999.995',
  '1005000', '1004999.99', '-987654321098', '0.5', '30', '115792089237316195423570985008687907853269984665640564039457584007913129639935']

units = {'btc': 8, 'sol': 9, 'ada': 6, 'xec': 2, 'ton': 9, 'ckb': 8, 'xrp': 6, 'eth': 18, 'gwei': 9}
unit_inputs = ['0', '1', '0.1', '1.5', '21000000', '0.00000001', '123456789.123456789123456789', '9007199254740993',
  '115792089237316195423570985008687907853269984665640564039457584007913129639935', '-2.5', '0.000001', '0.01']
parse_units = []
for u, dec in units.items():
    for v in unit_inputs:
        d = Decimal(v)
        base = d.scaleb(dec)
        if base != base.to_integral_value():
            parse_units.append({'value': v, 'unit': u, 'error': 'TOO_MANY_DECIMALS'})
        else:
            parse_units.append({'value': v, 'unit': u, 'base': str(int(base))})
format_units = []
for u, dec in units.items():
    for b in ['0', '1', '-1', '100', '9007199254740993', str(2**64), str(2**256 - 1), '-' + str(10**30 + 7), '21000000' + '0' * 8]:
        format_units.append({'base': b, 'unit': u, 'value': plain(Decimal(b).scaleb(-dec))})

zones = ['UTC', 'Asia/Shanghai', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns']
stamps_s = [0, 1, -1, 1700000000, 946684799, 951782400, 1710054000, 1710053999, 1730613600, 1730617199, 1730617200,
  2147483647, 2147483648, 4102444800, -2208988800, 253402027200, 1234567890, 1711846800]
times = []
for z in zones:
    for t in stamps_s:
        dt = datetime.fromtimestamp(t, ZoneInfo(z))
        whole = dt.utcoffset().total_seconds() % 60 == 0  # LMT offsets with seconds have no ISO/RFC 2822 form
        times.append({'s': t, 'zone': z, 'text': dt.strftime('%Y/%m/%d %H:%M:%S'),
          'iso': dt.isoformat(timespec='milliseconds').replace('+00:00', 'Z') if whole else None,
          'rfc2822': format_datetime(dt) if whole else None})
ms_stamps = [1700000000123, -1, -1001, 1700000000999, 253402027200999]
times_ms = []
for z in ['UTC', 'Asia/Shanghai', 'America/New_York']:
    for t in ms_stamps:
        dt = datetime.fromtimestamp(t // 1000, ZoneInfo(z)) + timedelta(milliseconds=t % 1000)
        times_ms.append({'ms': t, 'zone': z, 'text': dt.strftime('%Y/%m/%d %H:%M:%S.') + f'{t % 1000:03d}'})
walls = ['2024/03/10 02:30:00', '2024/03/10 01:59:59', '2024/03/10 03:00:00', '2024/11/03 01:30:00', '2024/11/03 00:59:59',
  '2024/11/03 02:00:00', '2023/11/15 06:13:20', '1970/01/01 00:00:00', '2000/02/29 12:00:00', '9999/12/31 23:59:59',
  '2024/03/31 01:30:00', '2024/10/27 01:30:00', '2024/04/07 01:45:00', '2024/10/06 02:10:00']
parses = []
for z in zones:
    for w in walls:
        dt = datetime.strptime(w, '%Y/%m/%d %H:%M:%S').replace(tzinfo=ZoneInfo(z), fold=0)
        parses.append({'text': w, 'zone': z, 'ms': int(dt.timestamp()) * 1000})
print(json.dumps({
  'source': 'Python 3.11 decimal (ROUND_HALF_UP), datetime + zoneinfo (Debian tzdata), email.utils.format_datetime; see generate.py',
  'money': [{'value': v, 'text': money(v)} for v in money_inputs],
  'moneyLessThan': [{'value': v, 'text': money(v, True)} for v in less_inputs],
  'abbreviate': [{'value': v, 'text': abbrev(v)} for v in abbrev_inputs],
  'parseUnits': parse_units, 'formatUnits': format_units,
  'times': times, 'timesMs': times_ms, 'parse': parses}, indent=1))

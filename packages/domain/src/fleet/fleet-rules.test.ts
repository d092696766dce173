import { describe, expect, it } from 'vitest';
import {
  checkFingerprint,
  checkKioskPassword,
  checkKioskPin,
  checkKioskUsername,
  checkOptionalEmail,
  checkOptionalPhone,
  checkPosIpAddress,
  checkPosPort,
  checkPublicId,
  checkTaxNumber,
  connectionQuality,
  generateKioskFingerprint,
  generatePassword,
  generatePin,
  generatePosFingerprint,
  generatePosKioskDeviceId,
  generatePublicId,
  isIpv4Address,
  isSimplePin,
  kioskPresenceStatus,
  nameKey,
  passwordStrength,
  posFormPort,
} from './fleet-rules.js';

describe('kiosk username', () => {
  it('wants 8-50 letters, digits, - or _, starting with a letter', () => {
    expect(checkKioskUsername('')).toBe('usernameRequired');
    expect(checkKioskUsername('kiosk1')).toBe('usernameTooShort');
    expect(checkKioskUsername(`k${'a'.repeat(50)}`)).toBe('usernameTooLong');
    expect(checkKioskUsername('kiosk one')).toBe('usernameChars');
    expect(checkKioskUsername('kiosk.one')).toBe('usernameChars');
    expect(checkKioskUsername('1kioskone')).toBe('usernameStart');
    expect(checkKioskUsername('_kioskone')).toBe('usernameStart');
    expect(checkKioskUsername('kiosk-01_a')).toBeUndefined();
    expect(checkKioskUsername(`k${'a'.repeat(49)}`)).toBeUndefined();
  });
});

describe('kiosk PIN', () => {
  it('wants 8 digits', () => {
    expect(checkKioskPin('1234')).toBe('pinLength');
    expect(checkKioskPin('123456789')).toBe('pinLength');
    expect(checkKioskPin('1234abcd')).toBe('pinDigits');
  });
  it('refuses sequences and one repeated digit', () => {
    expect(isSimplePin('12345678')).toBe(true);
    expect(isSimplePin('87654321')).toBe(true);
    expect(isSimplePin('01234567')).toBe(true);
    expect(checkKioskPin('11111111')).toBe('pinTooSimple');
    expect(checkKioskPin('98765432')).toBe('pinTooSimple');
  });
  it('refuses a digit more than 4 times', () => {
    expect(checkKioskPin('11111238')).toBe('pinRepeats');
    expect(checkKioskPin('11112384')).toBeUndefined();
    expect(checkKioskPin('40917263')).toBeUndefined();
  });
});

describe('e-mail, phone, reset password', () => {
  it('checks what is given', () => {
    expect(checkOptionalEmail('')).toBeUndefined();
    expect(checkOptionalEmail('a@b.co')).toBeUndefined();
    expect(checkOptionalEmail('a@b')).toBe('emailInvalid');
    expect(checkOptionalPhone('+90 (216) 555-01-01')).toBeUndefined();
    expect(checkOptionalPhone('0216 abc')).toBe('phoneInvalid');
    expect(checkKioskPassword('', 'newPasswordRequired')).toBe('newPasswordRequired');
    expect(checkKioskPassword('', 'passwordRequired')).toBe('passwordRequired');
    expect(checkKioskPassword('1234567', 'passwordRequired')).toBe('passwordTooShort');
    expect(checkKioskPassword('12345678', 'newPasswordRequired')).toBe('passwordTooCommon');
    expect(checkKioskPassword('password', 'passwordRequired')).toBe('passwordTooCommon');
    expect(checkKioskPassword('Lahmacun-Ayran-42', 'newPasswordRequired')).toBeUndefined();
  });
});

describe('password strength', () => {
  it("scores as the spec says, with the spec's levels", () => {
    expect(passwordStrength('')).toMatchObject({ score: 0, level: 'weak' });
    // lowercase 15 + no triple 10
    expect(passwordStrength('abc')).toMatchObject({ score: 25, level: 'weak' });
    // 8+ 20, lower 15, digit 15, no triple 10 = 60 -> good
    expect(passwordStrength('abcdef12')).toMatchObject({ score: 60, level: 'good' });
    // 8+ 20, lower 15, no triple 10 = 45 -> fair
    expect(passwordStrength('abcdefgh')).toMatchObject({ score: 45, level: 'fair' });
    // 16+ 40, all four classes 60, no triple 10 = 110 -> strong
    expect(passwordStrength('Abcdefgh12345!xy')).toMatchObject({ score: 110, level: 'strong' });
    // a character three times in a row loses the 10 points
    expect(passwordStrength('aaabcdef12').score).toBe(50);
    expect(passwordStrength('aaabcdef12').hints).toContain('repeats');
    expect(passwordStrength('abc').hints).toEqual(['length8', 'uppercase', 'digit', 'special']);
  });
  it('puts the thresholds at 40, 60 and 80', () => {
    // 8+ 20, lower 15 = 35 + 10 = 45; remove no-triple: 'aaaaaaaa' = 20 + 15 = 35 weak
    expect(passwordStrength('aaaaaaaa')).toMatchObject({ score: 35, level: 'weak' });
    expect(passwordStrength('aaaaaaa1')).toMatchObject({ score: 50, level: 'fair' });
    expect(passwordStrength('Abcdefg1')).toMatchObject({ score: 75, level: 'good' });
    expect(passwordStrength('Abcdefg1!')).toMatchObject({ score: 90, level: 'strong' });
  });
});

describe('fingerprints and public ids', () => {
  it("accepts the spec's three formats only", () => {
    expect(checkFingerprint('  ')).toBe('fingerprintEmpty');
    expect(checkFingerprint('FP-ABCD1234-xyz9')).toBeUndefined();
    expect(checkFingerprint('ABCD-EFGH-1234')).toBeUndefined();
    expect(checkFingerprint('KIOSK-LX2-ABC')).toBeUndefined();
    expect(checkFingerprint('SALE-01')).toBeUndefined();
    expect(checkFingerprint('abc-defg-hijk')).toBe('fingerprintInvalid');
    expect(checkFingerprint('ABC-DEFG-HIJK')).toBe('fingerprintInvalid');
    expect(checkFingerprint('TABLET-01')).toBe('fingerprintInvalid');
  });
  it('checks the public id', () => {
    expect(checkPublicId(' ')).toBe('publicIdRequired');
    expect(checkPublicId('K-1A2B3C4D')).toBeUndefined();
    expect(checkPublicId('k-1a2b3c4d')).toBeUndefined();
    expect(checkPublicId('K-123')).toBe('publicIdInvalid');
  });
  it('generates valid values', () => {
    for (let i = 0; i < 200; i += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(16);
      expect(passwordStrength(password).level).toBe('strong');
      const pin = generatePin();
      expect(checkKioskPin(pin)).toBeUndefined();
      expect(new Set(pin).size).toBeGreaterThanOrEqual(3);
      expect(Math.max(...[...new Set(pin)].map((d) => pin.split(d).length - 1))).toBeLessThanOrEqual(3);
      expect(checkPublicId(generatePublicId())).toBeUndefined();
      expect(generatePublicId()).toMatch(/^K-[0-9A-F]{8}$/);
      expect(generatePosKioskDeviceId()).toMatch(/^KD-[A-Z0-9]{8}$/);
      expect(generatePosFingerprint()).toMatch(/^[0-9A-F]{8}(-[0-9A-F]{8}){3}$/);
      expect(checkFingerprint(generateKioskFingerprint())).toBeUndefined();
    }
  });
  it('takes the POS form port as typed, 8080 only when it is empty', () => {
    expect(posFormPort('4567')).toBe(4567);
    expect(posFormPort(' 4567 ')).toBe(4567);
    expect(posFormPort('')).toBe(8080);
    expect(posFormPort(null)).toBe(8080);
  });
});

describe('POS device address (issue 29 item 12)', () => {
  it('refuses a port that is not a whole number in 1-65535 instead of silently using 8080', () => {
    for (const bad of ['abc', '70000', '0', '-1', '80.5', '1e3', 70000, 0])
      expect(checkPosPort(bad), String(bad)).toBe('portInvalid');
    for (const good of ['', null, undefined, '1', '4567', ' 8080 ', '65535', 4567])
      expect(checkPosPort(good), String(good)).toBeUndefined();
  });
  it('wants a dotted IPv4 address: four numbers 0-255', () => {
    for (const good of ['127.0.0.1', '192.168.1.20', '10.0.0.255', '0.0.0.0', '255.255.255.255'])
      expect(isIpv4Address(good), good).toBe(true);
    for (const bad of [
      '999.1.1.1',
      '256.1.1.1',
      '1.2.3',
      '1.2.3.4.5',
      '01.2.3.4',
      'a.b.c.d',
      ' 1.2.3.4',
      '1..2.3',
    ])
      expect(isIpv4Address(bad), bad).toBe(false);
    expect(checkPosIpAddress('')).toBeUndefined();
    expect(checkPosIpAddress(null)).toBeUndefined();
    expect(checkPosIpAddress(' 192.168.1.20 ')).toBeUndefined();
    expect(checkPosIpAddress('999.1.1.1')).toBe('ipInvalid');
  });
});

describe('business (issue 29 item 13)', () => {
  it('tax number: empty, 10 digits (VKN) or 11 digits with the T.C. Kimlik checksum', () => {
    expect(checkTaxNumber('')).toBeUndefined();
    expect(checkTaxNumber(null)).toBeUndefined();
    expect(checkTaxNumber('1234567890')).toBeUndefined();
    expect(checkTaxNumber('10000000146')).toBeUndefined();
    expect(checkTaxNumber('12')).toBe('taxNumberInvalid');
    expect(checkTaxNumber('12345 67890')).toBe('taxNumberInvalid');
    expect(checkTaxNumber('123456789012')).toBe('taxNumberInvalid');
    expect(checkTaxNumber('12345678901')).toBe('taxNumberChecksum');
  });
  it('compares names Turkish-aware and case-insensitively', () => {
    expect(nameKey(' Demo Büfe ')).toBe(nameKey('DEMO BÜFE'));
    expect(nameKey('IĞDIR BÜFE')).toBe(nameKey('ığdır büfe'));
    expect(nameKey('İzmir')).toBe(nameKey('izmir'));
    expect(nameKey('Izmir')).not.toBe(nameKey('izmir'));
  });
});

describe('presence', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const ago = (s: number) => new Date(now.getTime() - s * 1000);
  it('is online under 120 s, idle under 600 s, else offline', () => {
    expect(kioskPresenceStatus({ lastActivityAt: undefined, connected: true }, now)).toBe('offline');
    expect(kioskPresenceStatus({ lastActivityAt: ago(119), connected: false }, now)).toBe('online');
    expect(kioskPresenceStatus({ lastActivityAt: ago(120), connected: false }, now)).toBe('idle');
    expect(kioskPresenceStatus({ lastActivityAt: ago(599), connected: false }, now)).toBe('idle');
    expect(kioskPresenceStatus({ lastActivityAt: ago(600), connected: false }, now)).toBe('offline');
  });
  it('counts a live realtime connection of a signed-in kiosk as online', () => {
    expect(kioskPresenceStatus({ lastActivityAt: ago(300), connected: true }, now)).toBe('online');
  });
  it('grades the round trip', () => {
    expect(connectionQuality(undefined)).toBe('unknown');
    expect(connectionQuality(20)).toBe('excellent');
    expect(connectionQuality(300)).toBe('good');
    expect(connectionQuality(900)).toBe('poor');
  });
});

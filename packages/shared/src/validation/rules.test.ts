import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  alphanumeric,
  digitsOnly,
  email,
  fileSize,
  isPresent,
  maxLength,
  minLength,
  mobile,
  normalizeMobile,
  password,
  personName,
  required,
  requiredString,
  text,
  withConfirmPassword,
} from './rules';

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('required', () => {
  it.each([
    ['an empty string', ''],
    ['whitespace', '  \t '],
    ['null', null],
    ['undefined', undefined],
    ['NaN', Number.NaN],
    ['false', false],
    ['an empty array', []],
    ['an object without an id', { name: 'Sofa' }],
    ['an object with an empty _id', { _id: '' }],
  ])('rejects %s with the spec message', (_, value) => {
    expect(messagesOf(required(), value)).toEqual(['This field is required.']);
  });

  it.each([
    ['text', 'x'],
    ['zero', 0],
    ['true', true],
    ['a list', ['a']],
    ['an object with id', { id: 3 }],
    ['an object with _id', { _id: 'abc' }],
    ['a Date', new Date()],
  ])('accepts %s', (_, value) => {
    expect(required().safeParse(value).success).toBe(true);
  });

  it('reports a missing object key', () => {
    const schema = z.object({ branch: required() });
    const result = schema.safeParse({});
    expect(result.error?.issues).toMatchObject([
      { path: ['branch'], message: 'This field is required.' },
    ]);
  });

  it('takes a custom message', () => {
    expect(messagesOf(required({ message: 'Pick a branch.' }), null)).toEqual(['Pick a branch.']);
  });

  it('isPresent agrees', () => {
    expect(isPresent(' ')).toBe(false);
    expect(isPresent({ id: 0 })).toBe(true);
  });
});

describe('requiredString', () => {
  it('trims and rejects blanks and non-strings', () => {
    expect(requiredString().parse('  Manila ')).toBe('Manila');
    expect(messagesOf(requiredString(), '   ')).toEqual(['This field is required.']);
    expect(messagesOf(requiredString(), undefined)).toEqual(['This field is required.']);
  });
});

describe('email', () => {
  it('trims and lowercases', () => {
    expect(email().parse('  Juan.DelaCruz@Example.PH ')).toBe('juan.delacruz@example.ph');
  });

  it('reports only the required message when empty', () => {
    expect(messagesOf(email(), '  ')).toEqual(['This field is required.']);
    expect(messagesOf(email(), undefined)).toEqual(['This field is required.']);
  });

  it.each(['juan', 'juan@', '@example.com', 'juan@example', 'ju an@example.com', 'a@b..com'])(
    'rejects %s with the invalid-address message by default',
    (value) => {
      expect(messagesOf(email(), value)).toEqual(['The supplied email address is not valid.']);
    },
  );

  it('can use the generic reading', () => {
    expect(messagesOf(email({ reading: 'generic' }), 'juan')).toEqual([
      'Please verify your information and try again.',
    ]);
  });

  it('takes custom messages', () => {
    expect(messagesOf(email({ message: 'Bad.' }), 'juan')).toEqual(['Bad.']);
    expect(messagesOf(email({ requiredMessage: 'Email please.' }), '')).toEqual(['Email please.']);
  });
});

describe('personName', () => {
  const firstName = personName({ label: 'First name', min: 2, max: 20 });

  it.each(['Juan', 'Peña', 'José María', "O'Brien", 'Dela Cruz-Santos', 'Jr., Sr.'])(
    'accepts %s',
    (value) => {
      expect(firstName.safeParse(value).success).toBe(true);
    },
  );

  it('trims and composes accents to NFC', () => {
    expect(firstName.parse('  Pen\u0303a ')).toBe('Peña');
  });

  it('rejects other characters', () => {
    expect(messagesOf(firstName, 'Juan2')).toEqual(['Only letters are allowed.']);
    expect(messagesOf(firstName, 'Juan@')).toEqual(['Only letters are allowed.']);
  });

  it('checks the bounds with the label', () => {
    expect(messagesOf(firstName, 'J')).toEqual(['First name must be at least 2 characters.']);
    expect(messagesOf(firstName, 'Maximiliano Alejandro')).toEqual([
      'First name must not exceed 20 characters.',
    ]);
  });

  it('is required', () => {
    expect(messagesOf(firstName, '')).toEqual(['This field is required.']);
  });

  it('takes custom messages', () => {
    const schema = personName({ label: 'Name', min: 3, messages: { min: 'Too short.' } });
    expect(messagesOf(schema, 'Al')).toEqual(['Too short.']);
  });
});

describe('minLength and maxLength', () => {
  it('writes the three minimum-length texts', () => {
    expect(messagesOf(minLength(3), 'ab')).toEqual(['Must be at least 3 characters.']);
    expect(messagesOf(minLength(3, { label: 'Street' }), 'ab')).toEqual([
      'Street must be at least 3 characters.',
    ]);
    expect(messagesOf(minLength(4, { unit: 'digits' }), '12')).toEqual([
      'Must be at least 4 digits long.',
    ]);
    expect(messagesOf(minLength(3, { message: 'Nope.' }), 'ab')).toEqual(['Nope.']);
  });

  it('counts after trimming', () => {
    expect(messagesOf(minLength(3), ' ab ')).toEqual(['Must be at least 3 characters.']);
    expect(minLength(3).parse(' abc ')).toBe('abc');
  });

  it('writes the maximum-length text', () => {
    expect(messagesOf(maxLength(5), 'abcdef')).toEqual([
      'Maximum of 5 characters allowed have been reached.',
    ]);
    expect(maxLength(5).safeParse('abcde ').success).toBe(true);
    expect(messagesOf(maxLength(5, { message: 'Long.' }), 'abcdef')).toEqual(['Long.']);
  });
});

describe('password', () => {
  it('reports every broken rule', () => {
    expect(messagesOf(password(), 'abc')).toEqual([
      'Must be at least 8 characters.',
      'Must contain at least one uppercase letter (A-Z).',
      'Must contain at least one numeric character (0-9).',
      'Must contain at least one special character.',
    ]);
    expect(messagesOf(password(), 'ABCDEFGH')).toEqual([
      'Must contain at least one lowercase letter (a-z).',
      'Must contain at least one numeric character (0-9).',
      'Must contain at least one special character.',
    ]);
  });

  it('rejects three identical characters in a row', () => {
    expect(messagesOf(password(), 'Passsword1!')).toEqual([
      'Must not contain the same character three times in a row.',
    ]);
    expect(password().safeParse('Pass_word11').success).toBe(true);
  });

  it('is required, with nothing else reported', () => {
    expect(messagesOf(password(), '')).toEqual(['This field is required.']);
    expect(messagesOf(password(), '   ')).toEqual(['This field is required.']);
    expect(messagesOf(password(), undefined)).toEqual(['This field is required.']);
  });

  it('accepts a strong password untouched', () => {
    expect(password().parse(' Sofa-2024 ')).toBe(' Sofa-2024 ');
  });

  it('takes custom messages', () => {
    expect(messagesOf(password({ messages: { special: 'Add a symbol.' } }), 'Abcdefg1')).toEqual([
      'Add a symbol.',
    ]);
  });
});

describe('withConfirmPassword', () => {
  const schema = withConfirmPassword(
    z.object({
      email: email(),
      password: password(),
      confirmPassword: requiredString(),
    }),
  );

  it('puts the mismatch on confirmPassword', () => {
    const result = schema.safeParse({
      email: 'a@b.co',
      password: 'Sofa-2024',
      confirmPassword: 'Sofa-2025',
    });
    expect(result.error?.issues).toMatchObject([
      { path: ['confirmPassword'], message: 'Passwords do not match.' },
    ]);
  });

  it('still reports the mismatch when another field fails', () => {
    const result = schema.safeParse({ password: 'Sofa-2024', confirmPassword: 'x' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'This field is required.'],
      ['confirmPassword', 'Passwords do not match.'],
    ]);
  });

  it('passes matching passwords', () => {
    expect(
      schema.safeParse({ email: 'a@b.co', password: 'Sofa-2024', confirmPassword: 'Sofa-2024' })
        .success,
    ).toBe(true);
  });

  it('takes a custom message', () => {
    const custom = withConfirmPassword(
      z.object({ password: z.string(), confirmPassword: z.string() }),
      { message: 'Different.' },
    );
    expect(messagesOf(custom, { password: 'a', confirmPassword: 'b' })).toEqual(['Different.']);
  });

  it('confirms another field when told which', () => {
    const change = withConfirmPassword(
      z.object({ password: z.string(), newPassword: z.string(), confirmPassword: z.string() }),
      { field: 'newPassword' },
    );
    expect(
      change.safeParse({ password: 'old', newPassword: 'new', confirmPassword: 'new' }).success,
    ).toBe(true);
    expect(
      change.safeParse({ password: 'x', newPassword: 'new', confirmPassword: 'x' }).error?.issues,
    ).toMatchObject([{ path: ['confirmPassword'], message: 'Passwords do not match.' }]);
  });
});

describe('alphanumeric and digitsOnly', () => {
  it('share the invalid-character message', () => {
    expect(messagesOf(alphanumeric(), 'AB-12')).toEqual([
      'The input value contains an invalid character(s).',
    ]);
    expect(messagesOf(digitsOnly(), '12a')).toEqual([
      'The input value contains an invalid character(s).',
    ]);
    expect(messagesOf(digitsOnly(), '1 2')).toEqual([
      'The input value contains an invalid character(s).',
    ]);
  });

  it('accept valid and empty values', () => {
    expect(alphanumeric().parse(' Ab12 ')).toBe('Ab12');
    expect(digitsOnly().parse('0123')).toBe('0123');
    expect(alphanumeric().safeParse('').success).toBe(true);
  });

  it('take custom messages', () => {
    expect(messagesOf(digitsOnly({ message: 'Digits.' }), 'x')).toEqual(['Digits.']);
  });
});

describe('mobile', () => {
  it.each([
    ['9171234567', '9171234567'],
    ['09171234567', '9171234567'],
    ['+639171234567', '9171234567'],
    ['639171234567', '9171234567'],
    [' 0917-123-4567 ', '9171234567'],
    ['+63 917 123 4567', '9171234567'],
  ])('normalises %s', (input, expected) => {
    expect(mobile().parse(input)).toBe(expected);
  });

  it.each(['8171234567', '917123456', '91712345678', '0817123456', '+638171234567', '917abc4567'])(
    'rejects %s',
    (input) => {
      expect(messagesOf(mobile(), input)).toEqual(['Mobile number is invalid.']);
    },
  );

  it('is required', () => {
    expect(messagesOf(mobile(), '')).toEqual(['This field is required.']);
  });

  it('takes a custom message', () => {
    expect(messagesOf(mobile({ message: 'Bad number.' }), '123')).toEqual(['Bad number.']);
  });

  it('leaves unparseable input compacted', () => {
    expect(normalizeMobile(' 12 34 ')).toBe('1234');
  });
});

describe('fileSize', () => {
  const MB = 1024 * 1024;

  it('allows up to 5 MB by default', () => {
    expect(fileSize().safeParse({ size: 5 * MB }).success).toBe(true);
    expect(messagesOf(fileSize(), { size: 5 * MB + 1 })).toEqual(['File size must not exceed 5MB']);
  });

  it('keeps the original object', () => {
    const file = new File(['x'], 'id.png', { type: 'image/png' });
    expect(fileSize<File>().parse(file)).toBe(file);
  });

  it('takes another limit and message', () => {
    expect(messagesOf(fileSize(2 * MB), { size: 3 * MB })).toEqual([
      'File size must not exceed 2MB',
    ]);
    expect(messagesOf(fileSize(MB, { message: 'Too big.' }), { size: 2 * MB })).toEqual([
      'Too big.',
    ]);
  });

  it('wants a file', () => {
    expect(messagesOf(fileSize(), null)).toEqual(['This field is required.']);
    expect(messagesOf(fileSize(), {})).toEqual(['This field is required.']);
  });
});

describe('the NUL character', () => {
  const INVALID = 'The input value contains an invalid character(s).';

  it.each([
    ['text', text()],
    ['requiredString', requiredString()],
    ['minLength', minLength(2)],
    ['maxLength', maxLength(50)],
    ['alphanumeric', alphanumeric()],
    ['digitsOnly', digitsOnly()],
    ['email', email()],
    ['personName', personName({ label: 'First name' })],
  ])('is refused by %s with the invalid-character message alone', (_name, schema) => {
    expect(messagesOf(schema, 'Juan\u0000')).toEqual([INVALID]);
  });

  it('leaves ordinary text alone', () => {
    expect(text().parse('Sala set, 3-seater (narra)')).toBe('Sala set, 3-seater (narra)');
  });
});

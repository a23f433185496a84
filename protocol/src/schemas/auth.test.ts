import { adminUserUpdateSchema } from './adminUsers';
import { AUTH_MESSAGES, authMessageKey, loginSchema, registerFormSchema, registerSchema } from './auth';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('auth schemas', () => {
  it('trims every field, lower-cases the email and upper-cases the referral code', () => {
    expect(registerSchema.parse({ username: '  Zara ', email: ' Zara@Example.COM ', password: ' secret1 ', ref: ' ab12cd ' })).toEqual({
      username: 'Zara',
      email: 'zara@example.com',
      password: 'secret1',
      ref: 'AB12CD',
    });
    expect(registerSchema.parse({ username: 'zara', email: 'z@x.io', password: 'secret1', ref: '   ' }).ref).toBeUndefined();
  });

  it("uses the spec's messages", () => {
    expect(issues(loginSchema.safeParse({ email: 'nope', password: '12345' }))).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(issues(registerFormSchema.safeParse({ username: 'ab', email: 'a@b.co', password: 'secret1', confirmPassword: 'secret2' }))).toEqual({
      username: 'Username must be at least 3 characters',
      confirmPassword: "Passwords don't match",
    });
  });

  it('refuses over-long fields, odd usernames and non-string values', () => {
    const result = registerSchema.safeParse({ username: 'x'.repeat(33), email: `${'a'.repeat(250)}@b.co`, password: 'p'.repeat(129) });
    expect(issues(result)).toEqual({ username: AUTH_MESSAGES.usernameTooLong, email: AUTH_MESSAGES.emailTooLong, password: AUTH_MESSAGES.passwordTooLong });
    expect(issues(registerSchema.safeParse({ username: 'a b<c>', email: 'a@b.co', password: 'secret1' }))).toEqual({ username: AUTH_MESSAGES.usernameCharacters });
    expect(registerSchema.safeParse({ username: 'Zoë_99', email: 'a@b.co', password: 'secret1' }).success).toBe(true);
    expect(loginSchema.safeParse({ email: ['a@b.co'], password: { $ne: '' } }).success).toBe(false);
  });

  it('maps messages back to their keys for translation', () => {
    expect(authMessageKey("Passwords don't match")).toBe('passwordsDontMatch');
    expect(authMessageKey('something else')).toBeUndefined();
  });

  it('admin user updates accept only role and banned, at least one', () => {
    expect(adminUserUpdateSchema.safeParse({}).success).toBe(false);
    expect(adminUserUpdateSchema.safeParse({ role: 'admin', balance: 5 }).success).toBe(false);
    expect(adminUserUpdateSchema.parse({ banned: true })).toEqual({ banned: true });
  });
});

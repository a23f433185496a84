import { SUPPORT_MESSAGES, supportMessageKey, supportTicketCreateSchema, ticketReference } from '../index';

describe('supportTicketCreateSchema', () => {
  const valid = { name: 'Ada', email: 'ADA@example.com', subject: 'Shipping', message: 'Where is my parcel, please?' };

  it('trims every field and lower-cases the email', () => {
    expect(
      supportTicketCreateSchema.parse({
        name: ' Ada ',
        email: ' ADA@Example.com ',
        subject: ' Shipping ',
        message: ' Where is my parcel?\n ',
      }),
    ).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Shipping',
      message: 'Where is my parcel?',
    });
  });

  it('keeps line breaks and tabs in the message but refuses other control characters', () => {
    expect(supportTicketCreateSchema.safeParse({ ...valid, message: 'Line one\r\n\tLine two' }).success).toBe(true);
    const bad = supportTicketCreateSchema.safeParse({ ...valid, message: 'Line one\u001b[31m red' });
    expect(bad.error?.issues[0]?.message).toBe(SUPPORT_MESSAGES.controlCharacters);
  });

  it('uses the shared messages, which map back to their keys', () => {
    const result = supportTicketCreateSchema.safeParse({ name: '', email: 'x', subject: 'a'.repeat(151), message: 'short' });
    const messages = result.error?.issues.map((i) => supportMessageKey(i.message));
    expect(messages).toEqual(['nameRequired', 'emailInvalid', 'subjectTooLong', 'messageTooShort']);
    expect(supportMessageKey('something else')).toBeUndefined();
  });
});

it('ticketReference is the id’s last 8 characters in upper case', () => {
  expect(ticketReference('65a1b2c3d4e5f60718293a4b')).toBe('18293A4B');
});

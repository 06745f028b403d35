import { fieldMessages } from './validation';

describe('fieldMessages', () => {
  const rules = { isString: 'name must be a string', isLength: 'name must be longer than or equal to 1 characters', maxLength: 'name must be at most 5' };

  it('says a left-out field is required instead of listing every rule it breaks', () => {
    expect(fieldMessages('name', { value: undefined, constraints: rules })).toEqual(['name is required']);
  });

  it('says an empty string is required when the rule it breaks is a minimum length', () => {
    expect(fieldMessages('name', { value: '', constraints: { isLength: rules.isLength } })).toEqual(['name is required']);
    expect(fieldMessages('contact.name', { value: '', constraints: { isNotEmpty: 'should not be empty' } })).toEqual(['contact.name is required']);
  });

  it('keeps the rules for values that were given', () => {
    expect(fieldMessages('name', { value: 'toolong', constraints: { maxLength: rules.maxLength } })).toEqual([rules.maxLength]);
    // An empty string refused for its format (an optional domain) is not "required".
    expect(fieldMessages('domain', { value: '', constraints: { matches: 'domain must be a host name' } })).toEqual(['domain must be a host name']);
    // null on a field that may be omitted but not null: the type rule says more.
    expect(fieldMessages('published', { value: null, constraints: { isBoolean: 'published must be a boolean value' } })).toEqual([
      'published must be a boolean value',
    ]);
  });

  it('keeps the message of an unknown field', () => {
    expect(fieldMessages('extra', { value: undefined, constraints: { whitelistValidation: 'property extra should not exist' } })).toEqual([
      'property extra should not exist',
    ]);
  });
});

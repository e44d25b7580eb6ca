// Jest stand-in for a CSS module (jest.config.mjs): each class name is its own key, so a rendered
// component's markup names the classes it uses (the real names are made by the Next build).
const classNames: Readonly<Record<string, string>> = new Proxy({}, { get: (_, key) => (typeof key === 'string' ? key : undefined) });

export default classNames;

// Jest awaits a setup file that exports a function. Testing Library's DOM matchers (toBeInTheDocument…) are
// registered for the jsdom test files only: a node-environment file (pure functions) would load them and their
// dependencies for nothing, once per file.
module.exports = async () => {
  if (typeof document === "undefined") return;
  const { default: matchers } = await import("@testing-library/jest-dom/matchers");
  expect.extend(matchers);
};

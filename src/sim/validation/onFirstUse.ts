/**
 * A value built on first use and kept: for zod schemas, which cost time to build, so that no module
 * builds one as it is imported (the first frame reads no file and needs none).
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: { readonly value: T } | null = null;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}

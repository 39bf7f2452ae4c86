// Memory-text driver for the C++ port (not part of the library): reads one hex-encoded text per
// line, gives each to ControllerMemory::from_json in a buffer of exactly its length, and writes "0"
// (refused) or "1 " and the memory written back by to_json. Built under AddressSanitizer by the test.
#include <cstdio>
#include <fstream>
#include <memory>
#include <string>

#include "controller_memory.hpp"

using namespace pid_steering;

static int nibble(char c) { return c <= '9' ? c - '0' : c - 'a' + 10; }

int main(int argc, char** argv) {
  if (argc != 3) return 2;
  std::ifstream in(argv[1]);
  std::FILE* out = std::fopen(argv[2], "w");
  if (!out) return 2;
  std::string line;
  while (std::getline(in, line)) {
    // The text in a heap block of exactly its size (no NUL after it), so that a read past its
    // end is a heap-buffer-overflow under AddressSanitizer.
    const std::size_t size = line.size() / 2;
    std::unique_ptr<char[]> bytes(new char[size == 0 ? 1 : size]);
    for (std::size_t i = 0; i < size; i++) bytes[i] = static_cast<char>(nibble(line[2 * i]) * 16 + nibble(line[2 * i + 1]));
    const std::string text(bytes.get(), size);
    ControllerMemory memory;
    if (ControllerMemory::from_json(text, memory)) std::fprintf(out, "1 %s\n", memory.to_json().c_str());
    else std::fprintf(out, "0\n");
  }
  std::fclose(out);
  return 0;
}

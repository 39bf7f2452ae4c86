// Memory-text driver for the C++ port (not part of the library): reads one hex-encoded text per
// line, gives each to ControllerMemory::from_json in a buffer of exactly its length, and writes "1 "
// and the memory written back by to_json, or "0 " and the refusal. Built under AddressSanitizer by
// the test. A third argument names a locale to run in (setlocale and the global C++ locale, as a Qt
// or GTK program does): it must exist and write numbers with a decimal comma, or the driver exits 4.
// Built with PID_STEERING_COUNT_READER_STEPS, each line starts with the reader's steps; built with
// PID_STEERING_ATTITUDE_MEMORY, it reads an attitude controller's memory (AttitudeMemory) instead.
#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>
#include <string>

#include "enter_locale.hpp"
#ifdef PID_STEERING_ATTITUDE_MEMORY
#include "attitude_memory.hpp"
using Memory = pid_steering::AttitudeMemory;
#else
#include "controller_memory.hpp"
using Memory = pid_steering::ControllerMemory;
#endif

using namespace pid_steering;

static int nibble(char c) { return c <= '9' ? c - '0' : c - 'a' + 10; }

int main(int argc, char** argv) {
  if (argc != 3 && argc != 4) return 2;
  if (argc == 4 && !enter_comma_locale(argv[3])) return 4;
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
    Memory memory;
    std::string refusal;
    const bool read = Memory::from_json(text, memory, refusal);
#ifdef PID_STEERING_COUNT_READER_STEPS
    std::fprintf(out, "%zu ", ControllerMemory::reader_steps());
#endif
    if (read) std::fprintf(out, "1 %s\n", memory.to_json().c_str());
    else std::fprintf(out, "0 %s\n", refusal.c_str());
  }
  std::fclose(out);
  return 0;
}

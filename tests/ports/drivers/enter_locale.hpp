// For the C++ drivers (not part of the library): runs the program in a named locale, as a Qt or GTK
// program does (setlocale for C, the global C++ locale for streams).
#pragma once

#include <clocale>
#include <cstdio>
#include <cstring>
#include <locale>

// Enters `name`; false, saying why on stderr, when it is not there or writes no decimal comma (the
// point of the drivers' runs in it).
inline bool enter_comma_locale(const char* name) {
  const char* locale = std::setlocale(LC_ALL, name);
  if (!locale || std::strcmp(std::localeconv()->decimal_point, ",") != 0) {
    std::fprintf(stderr, "the locale %s is not there or has no decimal comma\n", name);
    return false;
  }
  std::locale::global(std::locale(name));
  return true;
}

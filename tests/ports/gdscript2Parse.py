"""Parses GDScript files with the GDScript 2.0 grammar beside this file (gdscript2.lark), for
tests/ports/godotAddon.test.ts: python3 gdscript2Parse.py FILE...  It prints "ok FILE" or
"error FILE: line L column C: what" for each and exits 1 when any fails to parse. Needs Lark
(Debian: python3-lark)."""
import os
import sys

from lark import Lark
from lark.exceptions import LarkError, UnexpectedInput, UnexpectedToken
from lark.indenter import Indenter


class GdscriptIndenter(Indenter):
    NL_type = "_NL"
    OPEN_PAREN_types = ["LPAR", "LSQB", "LBRACE"]
    CLOSE_PAREN_types = ["RPAR", "RSQB", "RBRACE"]
    INDENT_type = "_INDENT"
    DEDENT_type = "_DEDENT"
    tab_len = 4


def parser():
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "gdscript2.lark"), encoding="utf-8") as grammar:
        return Lark(grammar.read(), parser="lalr", postlex=GdscriptIndenter(), maybe_placeholders=False)


def main(paths):
    gdscript = parser()
    failed = 0
    for path in paths:
        with open(path, encoding="utf-8") as source:
            text = source.read()
        try:
            tree = gdscript.parse(text if text.endswith("\n") else text + "\n")
            for accessor in tree.find_data("accessor"):
                name = accessor.children[0]
                if name not in ("set", "get"):
                    raise UnexpectedToken(name, {"set", "get"})
            print("ok " + path)
        except UnexpectedInput as error:
            failed += 1
            print("error %s: line %s column %s: %s" % (path, error.line, error.column, str(error).splitlines()[0]))
        except LarkError as error:
            failed += 1
            print("error %s: %s" % (path, str(error).splitlines()[0]))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

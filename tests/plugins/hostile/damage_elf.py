"""Writes a damaged copy of a shared object, for the tests of the check before
dlopen.

usage: damage_elf.py cut N SRC OUT      the first N bytes of SRC
       damage_elf.py machine M SRC OUT  SRC with e_machine set to M (e.g. 183, aarch64)
"""
import struct
import sys


def main():
    mode, value, src, out = sys.argv[1:5]
    with open(src, "rb") as f:
        data = bytearray(f.read())
    if mode == "cut":
        data = data[: int(value)]
    elif mode == "machine":
        struct.pack_into("<H", data, 18, int(value))  # e_machine, at byte 18 of the ELF header
    else:
        sys.exit(f"damage_elf.py: unknown mode {mode}")
    with open(out, "wb") as f:
        f.write(data)


if __name__ == "__main__":
    main()

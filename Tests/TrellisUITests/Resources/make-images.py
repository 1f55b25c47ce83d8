#!/usr/bin/env python3
"""Writes the image fixtures of the image tests (run from this folder; the files are
committed). PNGs are encoded here by hand, so that each filter type, colour type, bit depth
and interlacing is exactly what a test expects; `photo.jpg` is made with ImageMagick."""
import json
import os
import struct
import subprocess
import zlib


def chunk(kind, body):
    data = kind + body
    return struct.pack(">I", len(body)) + data + struct.pack(">I", zlib.crc32(data) & 0xFFFFFFFF)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filtered(row, previous, kind, step):
    out = bytearray()
    for i, x in enumerate(row):
        a = row[i - step] if i >= step else 0
        b = previous[i]
        c = previous[i - step] if i >= step else 0
        predictor = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((x - predictor) & 0xFF)
    return bytes([kind]) + bytes(out)


def png(width, height, rows, color_type, depth=8, filters=None, plte=None, trns=None,
        interlaced=False, channels=None):
    """`rows` are packed rows of samples (bytes); filters cycles through `filters`."""
    channels = channels or {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]
    step = max(1, channels * depth // 8)
    filters = filters or [0]
    raw = bytearray()
    previous = bytes(len(rows[0])) if rows else b""
    for index, row in enumerate(rows):
        raw += filtered(row, previous, filters[index % len(filters)], step)
        previous = row
    out = b"\x89PNG\r\n\x1a\n"
    out += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0,
                                      1 if interlaced else 0))
    if plte:
        out += chunk(b"PLTE", bytes(plte))
    if trns:
        out += chunk(b"tRNS", bytes(trns))
    out += chunk(b"IDAT", zlib.compress(bytes(raw), 9))
    out += chunk(b"IEND", b"")
    return out


def rgba_rows(width, height, color):
    return [b"".join(bytes(color(x, y)) for x in range(width)) for y in range(height)]


def write(path, data):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


RED, GREEN, BLUE, WHITE = (255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255), (255, 255, 255, 255)


def quadrant(x, y, size=16):
    half = size // 2
    return [[RED, GREEN], [BLUE, WHITE]][y >= half][x >= half]


# Images looked up by name (Images/ is copied whole into the test bundle).
write("Images/red.png", png(16, 16, rgba_rows(16, 16, lambda x, y: RED[:3]), 2))
write("Images/quadrants.png", png(16, 16, rgba_rows(16, 16, quadrant), 6, filters=[0, 1, 2, 3, 4]))
write("Images/wide.png", png(40, 20, rgba_rows(40, 20, lambda x, y: (0, 0, 255)), 2))
write("Images/logo@2x.png", png(64, 64, rgba_rows(64, 64, lambda x, y: (0, 128, 0)), 2))
# A mask: an opaque square in a transparent border, for template rendering.
write("Images/mask.png", png(16, 16, rgba_rows(
    16, 16, lambda x, y: (0, 0, 0, 255 if 4 <= x < 12 and 4 <= y < 12 else 0)), 6))
subprocess.run(["convert", "-size", "24x12", "xc:orange", "Images/photo.jpg"], check=True)
write("Images/drawing.svg", b'<svg xmlns="http://www.w3.org/2000/svg" width="30" height="10">'
      b'<rect width="30" height="10" fill="purple"/></svg>\n')
# SVGs the terminal draws in half blocks: a red square at the top left and a blue one at the
# bottom right of a 16-unit view box shown at 32 points; a disc in currentColor, for template
# rendering; and one that is not well-formed XML, shown as its label.
write("Images/shapes.svg", b'<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" '
      b'viewBox="0 0 16 16"><rect width="8" height="8" fill="#ff0000"/>'
      b'<path d="M8 8h8v8h-8z" fill="#0000ff"/></svg>\n')
write("Images/symbol.svg", b'<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" '
      b'viewBox="0 0 16 16"><circle cx="8" cy="8" r="8" fill="currentColor"/></svg>\n')
write("Images/unreadable.svg", b'<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16">'
      b'<g></svg>\n')

catalog = "Images/Assets.xcassets/badge.imageset"
write(f"{catalog}/badge.png", png(10, 10, rgba_rows(10, 10, lambda x, y: (255, 255, 0)), 2))
write(f"{catalog}/badge@2x.png", png(20, 20, rgba_rows(20, 20, lambda x, y: (255, 0, 255)), 2))
write(f"{catalog}/Contents.json", json.dumps({
    "images": [
        {"filename": "badge.png", "idiom": "universal", "scale": "1x"},
        {"filename": "badge@2x.png", "idiom": "universal", "scale": "2x"},
        {"idiom": "universal", "scale": "3x"},
    ],
    "info": {"author": "xcode", "version": 1},
}, indent=2).encode() + b"\n")
write("Images/Assets.xcassets/Contents.json",
      b'{\n  "info" : {\n    "author" : "xcode",\n    "version" : 1\n  }\n}\n')

# Decoder cases (PNG/), each named for what it holds.
for kind in range(5):
    write(f"PNG/filter{kind}.png", png(16, 16, rgba_rows(16, 16, lambda x, y: (
        x * 16, y * 16, (x * y) % 256, 255 - x)), 6, filters=[kind]))
write("PNG/rgb-allfilters.png", png(7, 5, rgba_rows(7, 5, lambda x, y: (x * 30, y * 50, 200)), 2,
                                    filters=[0, 1, 2, 3, 4]))
# A palette of four colours, the second half transparent and the third half opaque.
palette = [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]
indices = [bytes([((x + y) % 4) for x in range(6)]) for y in range(3)]
write("PNG/palette-trns.png", png(6, 3, indices, 3, plte=palette, trns=[255, 0, 128]))
# 2-bit palette: four pixels a byte.
packed = [bytes([0b00011011, 0b11100100]) for _ in range(2)]
write("PNG/palette-2bit.png", png(8, 2, packed, 3, depth=2, plte=palette))
write("PNG/grey.png", png(4, 2, [bytes([0, 85, 170, 255])] * 2, 0))
write("PNG/grey-1bit.png", png(10, 1, [bytes([0b10100000, 0b11000000])], 0, depth=1))
write("PNG/grey-alpha.png", png(2, 1, [bytes([200, 100, 50, 255])], 4))
write("PNG/rgb16.png", png(2, 1, [struct.pack(">6H", 0xFFFF, 0x8000, 0, 0x1234, 0, 0xFFFF)], 2,
                           depth=16))
write("PNG/grey-trns.png", png(3, 1, [bytes([10, 20, 10])], 0, trns=[0, 10]))

# Adam7: the passes' sub-images in order, each row filtered with Sub.
def adam7(width, height, color):
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
              (0, 1, 1, 2)]
    raw = bytearray()
    for (x0, y0, dx, dy) in passes:
        xs = list(range(x0, width, dx))
        ys = list(range(y0, height, dy))
        if not xs or not ys:
            continue
        previous = bytes(len(xs) * 3)
        for y in ys:
            row = b"".join(bytes(color(x, y)) for x in xs)
            raw += filtered(row, previous, 1, 3)
            previous = row
    out = b"\x89PNG\r\n\x1a\n"
    out += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 1))
    out += chunk(b"IDAT", zlib.compress(bytes(raw), 9))
    return out + chunk(b"IEND", b"")


write("PNG/interlaced.png", adam7(9, 9, lambda x, y: (x * 28, y * 28, 99)))
# Stored (uncompressed) deflate blocks.
stored_raw = b"".join(b"\x00" + b"".join(bytes([x * 60, 10, 20]) for x in range(4)) for _ in range(2))
z = zlib.compressobj(0)
stored = z.compress(stored_raw) + z.flush()
write("PNG/stored.png", b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 4, 2, 8, 2, 0, 0, 0))
      + chunk(b"IDAT", stored) + chunk(b"IEND", b""))

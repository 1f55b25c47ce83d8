#!/usr/bin/env python3
"""Paints the gallery's photos as small files in Photos/: each is a landscape of bands, a
disc and waves, in its own colours. PNG files are written with Python's own library; the
photos in JPEG_PHOTOS are saved as JPEG too (4:2:0, as cameras do) with Pillow (`pip install
pillow`), and SKETCH is written as an SVG, so that the app shows all three formats. Run it again after changing a scene; the files
are committed, and copied to the GTK package's gallery-gtk (SwiftPM copies a symbolic link to
a resource folder as the link, which then points nowhere)."""
import math
import os
import shutil
import struct
import zlib

WIDTH, HEIGHT = 96, 64


def png(path, pixels):
    """Writes rows of (r, g, b) tuples as an 8-bit RGB PNG."""
    raw = b"".join(b"\x00" + bytes(c for pixel in row for c in pixel) for row in pixels)

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", len(pixels[0]), len(pixels), 8, 2, 0, 0, 0)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                  + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def mix(a, b, t):
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))


def scene(sky_top, sky_bottom, disc, ground, horizon=0.62, wave=0.0, disc_at=(0.7, 0.3),
          width=WIDTH, height=HEIGHT):
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            fy, fx = y / (height - 1), x / (width - 1)
            edge = horizon + wave * math.sin(fx * math.pi * 4) / 10
            if fy > edge:
                colour = mix(ground, (0, 0, 0), (fy - edge) * 0.8)
            else:
                colour = mix(sky_top, sky_bottom, fy / max(edge, 0.01))
                dx, dy = fx - disc_at[0], (fy - disc_at[1]) * height / width
                if dx * dx + dy * dy < 0.012:
                    colour = disc
            row.append(colour)
        rows.append(row)
    return rows


PHOTOS = {
    "dawn": scene((40, 40, 110), (250, 160, 90), (255, 230, 150), (40, 70, 40)),
    "lotus-pond": scene((120, 190, 230), (220, 240, 250), (250, 120, 170), (30, 110, 90),
                        wave=0.5),
    "fuji": scene((90, 150, 220), (200, 225, 245), (255, 255, 255), (70, 80, 120),
                  horizon=0.5, wave=1.5, disc_at=(0.5, 0.45)),
    "waves": scene((20, 60, 120), (100, 170, 210), (240, 240, 200), (10, 70, 140),
                   horizon=0.45, wave=1.0),
    "desert": scene((240, 180, 90), (250, 220, 150), (255, 250, 220), (200, 140, 70),
                    horizon=0.7, wave=0.3),
    "night": scene((5, 5, 30), (30, 30, 80), (230, 230, 210), (15, 25, 20),
                   disc_at=(0.25, 0.25)),
    "meadow": scene((110, 180, 250), (190, 225, 255), (255, 220, 60), (80, 160, 60),
                    wave=0.4),
    # Taller than wide: the grid crops it to its cell, the detail view fits it.
    "tower": scene((60, 110, 180), (180, 210, 240), (240, 90, 60), (90, 90, 100),
                   horizon=0.8, disc_at=(0.5, 0.2), width=48, height=96),
}

# A vector drawing, written as SVG: the same kind of scene as shapes, which every host draws
# at the size it is shown (a gradient sky, a sun, hills of curves and arcs, a stroked path).
SKETCH = """<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64" viewBox="0 0 96 64">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3a4fb0"/>
      <stop offset="1" stop-color="#f4b183"/>
    </linearGradient>
    <radialGradient id="sun">
      <stop offset="0" stop-color="#fff6c8"/>
      <stop offset="1" stop-color="#ffb347"/>
    </radialGradient>
  </defs>
  <rect width="96" height="64" fill="url(#sky)"/>
  <circle cx="66" cy="22" r="10" fill="url(#sun)"/>
  <path d="M0 44 Q18 30 36 42 T72 40 T96 38 V64 H0 Z" fill="#3d6b45"/>
  <path d="M0 52 C20 44 40 58 60 50 S90 46 96 50 V64 H0 Z" fill="#27492f"/>
  <g fill="none" stroke="#1b1b2f" stroke-width="1.2" stroke-linecap="round" stroke-linejoin="round">
    <path d="M18 16 q3 -3 6 0 q3 -3 6 0"/>
    <path d="M30 24 q2 -2 4 0 q2 -2 4 0" transform="rotate(-8 34 24)"/>
  </g>
</svg>
"""

# Saved as JPEG instead of PNG.
JPEG_PHOTOS = {"fuji", "waves"}


def jpeg(path, pixels):
    from PIL import Image  # only needed for the JPEG photos

    image = Image.new("RGB", (len(pixels[0]), len(pixels)))
    image.putdata([pixel for row in pixels for pixel in row])
    image.save(path, quality=90, subsampling=2)


if __name__ == "__main__":
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Photos")
    os.makedirs(folder, exist_ok=True)
    for name, pixels in PHOTOS.items():
        if name in JPEG_PHOTOS:
            jpeg(os.path.join(folder, name + ".jpg"), pixels)
        else:
            png(os.path.join(folder, name + ".png"), pixels)
    with open(os.path.join(folder, "sketch.svg"), "w") as out:
        out.write(SKETCH)
    gtk = os.path.join(os.path.dirname(folder), "..", "..", "Backends", "GTK", "Apps",
                       "gallery-gtk", "Photos")
    shutil.rmtree(gtk, ignore_errors=True)
    shutil.copytree(folder, gtk)

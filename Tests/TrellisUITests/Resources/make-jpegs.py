#!/usr/bin/env python3
"""Writes the JPEG decoder's fixtures (run from this folder; the files are committed), with
Pillow (libjpeg). Flat colours fill whole MCUs, so that every subsampling keeps them; the
detailed images come with Pillow's own decoding as a PNG, which the tests compare with."""
from PIL import Image

QUADRANTS = [(230, 30, 40), (20, 200, 60), (30, 60, 220), (250, 250, 250)]


def quadrants(width, height, split_x, split_y):
    """Red, green, blue, white: top left, top right, bottom left, bottom right."""
    image = Image.new("RGB", (width, height))
    for y in range(height):
        for x in range(width):
            image.putpixel((x, y), QUADRANTS[(x >= split_x) + 2 * (y >= split_y)])
    return image


def detailed(width, height):
    """Gradients and a checkerboard: every frequency of the transform is used."""
    image = Image.new("RGB", (width, height))
    for y in range(height):
        for x in range(width):
            check = 60 if (x // 3 + y // 3) % 2 else 0
            image.putpixel((x, y), ((x * 7) % 256, (y * 5 + check) % 256, (x * y) % 256))
    return image


image = quadrants(32, 32, 16, 16)
for name, subsampling in [("444", 0), ("422", 1), ("420", 2)]:
    image.save(f"JPEG/quadrants-{name}.jpg", quality=95, subsampling=subsampling)
# Partial MCUs at the right and bottom edges.
quadrants(37, 21, 16, 16).save("JPEG/odd-size-420.jpg", quality=95, subsampling=2)
# Restart markers after every MCU, and after every row of MCUs.
quadrants(48, 32, 16, 16).save(
    "JPEG/restart-blocks.jpg", quality=95, subsampling=2, restart_marker_blocks=1)
quadrants(48, 32, 16, 16).save(
    "JPEG/restart-rows.jpg", quality=95, subsampling=0, restart_marker_rows=1)
# Progressive (spectral selection and successive approximation, libjpeg's default script).
image.save("JPEG/quadrants-progressive-420.jpg", quality=95, subsampling=2, progressive=True)

grey = Image.new("L", (16, 16))
for y in range(16):
    for x in range(16):
        grey.putpixel((x, y), 50 if x < 8 else 200)
grey.save("JPEG/grey.jpg", quality=95)
grey.save("JPEG/grey-progressive.jpg", quality=95, progressive=True)

detail = detailed(40, 24)
detail.save("JPEG/detail-baseline.jpg", quality=90, subsampling=0)
detail.save("JPEG/detail-progressive.jpg", quality=90, subsampling=0, progressive=True)
# Subsampled chroma, which libjpeg stretches smoothly ("fancy" upsampling).
detail.save("JPEG/detail-420.jpg", quality=90, subsampling=2)
detail.save("JPEG/detail-422.jpg", quality=90, subsampling=1)
for name in ["detail-baseline", "detail-progressive", "detail-420", "detail-422"]:
    Image.open(f"JPEG/{name}.jpg").convert("RGB").save(f"JPEG/{name}-expected.png")

# EXIF orientations of a 32 x 16 image whose quadrants are 16 x 8.
stored = quadrants(32, 16, 16, 8)
for orientation in [1, 3, 6, 8]:
    exif = Image.Exif()
    exif[0x0112] = orientation
    stored.save(
        f"JPEG/orientation-{orientation}.jpg", quality=95, subsampling=0, exif=exif.tobytes())

# A JPEG cut short, which the terminal shows as its label.
with open("JPEG/quadrants-444.jpg", "rb") as source:
    whole = source.read()
with open("Images/broken.jpg", "wb") as broken:
    broken.write(whole[: len(whole) // 2])

# An image stored on its side, which the terminal draws upright.
with open("JPEG/orientation-6.jpg", "rb") as source, open("Images/turned.jpg", "wb") as turned:
    turned.write(source.read())

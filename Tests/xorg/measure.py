"""Positions read from screenshots of the app's window (binary PPM files, as `import` writes them).

  measure.py first-x SHOT COLOUR Y        the first x on row Y with COLOUR (#RRGGBB), or -1
  measure.py last-x SHOT COLOUR Y         the last x on row Y with COLOUR, or -1
  measure.py first-y SHOT COLOUR X        the first y in column X with COLOUR, or -1
  measure.py first-y-not SHOT COLOUR X    the first y in column X without COLOUR, or -1
  measure.py shift BEFORE AFTER X TOP BOTTOM
                                          how far up the content of column X moved from BEFORE to
                                          AFTER, between rows TOP and BOTTOM (leaving out fixed bars)
"""
import sys


def read_ppm(path):
    with open(path, "rb") as f:
        data = f.read()
    fields, position = [], 0
    while len(fields) < 4:
        while data[position:position + 1].isspace():
            position += 1
        if data[position:position + 1] == b"#":
            position = data.index(b"\n", position)
            continue
        end = position
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[position:end])
        position = end
    if fields[0] != b"P6" or int(fields[3]) != 255:
        raise SystemExit(f"{path}: not an 8-bit binary PPM")
    width, height = int(fields[1]), int(fields[2])
    return width, height, data[position + 1:]


def colour_at(image, x, y):
    width, _, pixels = image
    offset = (y * width + x) * 3
    return tuple(pixels[offset:offset + 3])


def matches(rgb, wanted, tolerance=6):
    return all(abs(a - b) <= tolerance for a, b in zip(rgb, wanted))


def parse_colour(text):
    text = text.lstrip("#")
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


def column(image, x):
    return [colour_at(image, x, y) for y in range(image[1])]


def shift(before, after, x, top, bottom):
    """The upward shift s that best maps AFTER onto BEFORE in column X: after[y] == before[y + s]."""
    a, b = column(before, x), column(after, x)
    span = bottom - top
    best, best_score = 0, None
    for s in range(-span // 2, span // 2 + 1):
        ys = [y for y in range(top, bottom) if top <= y + s < bottom]
        if len(ys) < span // 3:
            continue
        score = sum(sum(abs(p - q) for p, q in zip(b[y], a[y + s])) for y in ys) / len(ys)
        if best_score is None or score < best_score:
            best, best_score = s, score
    return best


def main(argv):
    command = argv[1]
    if command == "shift":
        print(shift(read_ppm(argv[2]), read_ppm(argv[3]), *map(int, argv[4:7])))
        return
    image, wanted, line = read_ppm(argv[2]), parse_colour(argv[3]), int(argv[4])
    width, height, _ = image
    if command == "first-x":
        positions = [x for x in range(width) if matches(colour_at(image, x, line), wanted)]
        print(positions[0] if positions else -1)
    elif command == "last-x":
        positions = [x for x in range(width) if matches(colour_at(image, x, line), wanted)]
        print(positions[-1] if positions else -1)
    elif command == "first-y":
        positions = [y for y in range(height) if matches(colour_at(image, line, y), wanted)]
        print(positions[0] if positions else -1)
    elif command == "first-y-not":
        positions = [y for y in range(height) if not matches(colour_at(image, line, y), wanted)]
        print(positions[0] if positions else -1)
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv)

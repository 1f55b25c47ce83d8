import Foundation

/// The columns of a ``LazyVGrid`` (the rows of a ``LazyHGrid``) for the length the grid has
/// across them, sized as Apple's lazy grids size them:
///
/// 1. The spacing after every item but the last is set aside.
/// 2. The items are sized one at a time, fixed items first, then the rest in order; each
///    is offered what is left divided by the number of items still to size. A fixed item
///    takes its size; a flexible one the offer within its minimum and maximum; an adaptive
///    one the offer (none when nothing is left). What an item takes is subtracted from what
///    is left, so a flexible item held at its minimum leaves less for those after it.
/// 3. Each adaptive item then fits as many columns of at least its minimum as its share
///    holds, with its spacing between them, and shares its length evenly among them (each
///    at most its maximum).
///
/// The columns can add up to more than the length offered (a flexible minimum that does
/// not fit): the grid is then wider than offered, as Apple's is. With no length offered
/// (an ideal size), each item takes its fixed size or its minimum.
struct _GridTracks: Equatable {
  /// One column: where it starts from the grid's leading edge and how wide it is, on the
  /// host's pixels, and how its cells line up (`nil`: as the grid says).
  struct Track: Equatable {
    var start: CGFloat
    var length: CGFloat
    var alignment: Alignment?

    static func == (lhs: Track, rhs: Track) -> Bool {
      lhs.start == rhs.start && lhs.length == rhs.length && lhs.alignment == rhs.alignment
    }
  }

  var tracks: [Track]
  /// From the first column's start to the last one's end.
  var length: CGFloat

  /// The columns `items` make in `available` points (`nil`: the ideal size), with
  /// `defaultSpacing` after an item that sets none, rounded to `grid`'s pixels along `axis`.
  init(
    _ items: [GridItem], in available: CGFloat?, defaultSpacing: CGFloat, grid: _PixelGrid,
    axis: _Axis
  ) {
    let exact = Self.exactTracks(items, in: available, defaultSpacing: defaultSpacing)
    // Each edge on the nearest pixel, so that equal columns differ by a pixel at most and
    // the gaps keep their length.
    tracks = exact.map { track in
      let start = grid.rounded(track.start, along: axis)
      let end = grid.rounded(track.start + track.length, along: axis)
      return Track(start: start, length: max(0, end - start), alignment: track.alignment)
    }
    length = tracks.last.map { $0.start + $0.length } ?? 0
  }

  /// The columns before rounding: Apple's sizing, in points.
  static func exactTracks(_ items: [GridItem], in available: CGFloat?, defaultSpacing: CGFloat)
    -> [Track]
  {
    let spacings = items.map { $0.spacing ?? defaultSpacing }
    let widths = itemLengths(items, in: available, spacings: spacings)
    var tracks: [Track] = []
    var start: CGFloat = 0
    for (index, item) in items.enumerated() {
      let spacing = spacings[index]
      switch item.size {
      case .fixed, .flexible:
        tracks.append(Track(start: start, length: widths[index], alignment: item.alignment))
        start += widths[index] + spacing
      case .adaptive(let minimum, let maximum):
        let share = widths[index]
        var count = 1
        if minimum + spacing > 0, share.isFinite {
          count = max(1, Int(((share + spacing) / (minimum + spacing)).rounded(.down)))
        }
        let each = min(maximum, max(0, (share - CGFloat(count - 1) * spacing) / CGFloat(count)))
        for _ in 0..<count {
          tracks.append(Track(start: start, length: each, alignment: item.alignment))
          start += each + spacing
        }
      }
    }
    return tracks
  }

  /// What each item takes of `available` before adaptive items are split into columns.
  private static func itemLengths(
    _ items: [GridItem], in available: CGFloat?, spacings: [CGFloat]
  ) -> [CGFloat] {
    guard let available else {
      return items.map { item in
        switch item.size {
        case .fixed(let size): return size
        case .flexible(let minimum, _), .adaptive(let minimum, _): return minimum
        }
      }
    }
    var lengths = [CGFloat](repeating: 0, count: items.count)
    var remaining = available - spacings.dropLast().reduce(0, +)
    let fixedFirst =
      items.indices.filter { items[$0].isFixed } + items.indices.filter { !items[$0].isFixed }
    var left = items.count
    for index in fixedFirst {
      let offer = remaining / CGFloat(left)
      let length: CGFloat
      switch items[index].size {
      case .fixed(let size): length = size
      case .flexible(let minimum, let maximum): length = min(max(offer, minimum), maximum)
      case .adaptive: length = max(0, offer)
      }
      lengths[index] = length
      remaining -= length
      left -= 1
    }
    return lengths
  }
}

extension GridItem {
  fileprivate var isFixed: Bool {
    if case .fixed = size { return true }
    return false
  }
}

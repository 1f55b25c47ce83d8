import Foundation

extension Path {
  /// The path cut into dashes, each an open subpath of straight lines.
  ///
  /// `pattern` gives the lengths of the dashes and the gaps between them in turn (a pattern
  /// of odd length is used twice over, so that its entries alternate); `phase` is how far
  /// into the pattern each subpath starts. A closed subpath is dashed along its closing line
  /// too. A dash of zero length is a lone point, which a round or square cap draws as a dot.
  /// A pattern with a negative or non-finite length, or none longer than zero, leaves the
  /// path as it is, as a stroke with such a pattern is solid; so does one that would repeat
  /// more than ``mostDashPatterns`` times along the path.
  ///
  /// - Parameters:
  ///   - pattern: The lengths of dashes and gaps, dash first.
  ///   - phase: The distance into the pattern at which each subpath starts; negative
  ///     distances count back from the pattern's end.
  ///   - pieces: How many lines a curve becomes, from how far it bends (see
  ///     ``polylines(pieces:)``).
  /// - Returns: The dashes.
  /// How many times a dash pattern may repeat along an outline before it is drawn solid.
  package static let mostDashPatterns: CGFloat = 100_000

  package func dashed(
    _ pattern: [CGFloat], phase: CGFloat, pieces: (_ bend: CGFloat) -> Int
  ) -> Path {
    let lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
    let total = lengths.reduce(0, +)
    guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), total > 0,
      phase.isFinite
    else { return self }
    let lines = polylines(pieces: pieces)
    // Dashes finer than a hundred-thousandth of the outline cannot be seen, and cutting them
    // all would take as long as there are: such a pattern draws the stroke solid.
    let outlineLength = lines.reduce(CGFloat(0)) { sum, line in
      zip(line.points, line.points.dropFirst() + (line.isClosed ? line.points.prefix(1) : []))
        .reduce(sum) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
    guard outlineLength / total <= Self.mostDashPatterns else { return self }
    // Where the pattern stands at a subpath's start: which entry, and how much of it is left.
    var startIndex = 0
    var startLeft = lengths[0]
    var offset = phase.truncatingRemainder(dividingBy: total)
    if offset < 0 { offset += total }
    while offset > 0, offset >= startLeft {
      offset -= startLeft
      startIndex = (startIndex + 1) % lengths.count
      startLeft = lengths[startIndex]
    }
    startLeft -= offset

    var result = Path()
    var dash: [CGPoint] = []
    func finishDash() {
      if let first = dash.first {
        result.move(to: first)
        for point in dash.dropFirst() { result.addLine(to: point) }
      }
      dash = []
    }
    for line in lines {
      var points = line.points
      guard let first = points.first else { continue }
      if line.isClosed { points.append(first) }
      var index = startIndex
      var left = startLeft
      dash = index % 2 == 0 ? [first] : []
      var position = first
      for next in points.dropFirst() {
        var remaining = hypot(next.x - position.x, next.y - position.y)
        while remaining > 0 {
          if left > remaining {
            left -= remaining
            if index % 2 == 0 { dash.append(next) }
            position = next
            remaining = 0
          } else {
            let share = left / remaining
            let point = CGPoint(
              x: position.x + (next.x - position.x) * share,
              y: position.y + (next.y - position.y) * share)
            if index % 2 == 0 {
              dash.append(point)
              finishDash()
            } else {
              dash = [point]
            }
            position = point
            remaining -= left
            index = (index + 1) % lengths.count
            left = lengths[index]
          }
        }
        position = next
      }
      // A dash the subpath ends in; one of zero length starting at its very end is a dot.
      if index % 2 == 0, dash.count == 1, left == 0, let point = dash.first { dash.append(point) }
      if index % 2 == 0, dash.count > 1 { finishDash() }
      dash = []
    }
    return result
  }
}

/// Maps colours down to what a terminal supports, choosing the nearest one it has.
enum ColorMapping {
  /// The RGB values xterm uses for the 16 standard colours.
  static let ansiPalette: [(UInt8, UInt8, UInt8)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The six levels of each channel in the 256-colour cube.
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// A colour expressed with what `support` allows; `.default` when it allows none.
  static func map(_ color: TerminalColor, to support: ColorSupport) -> TerminalColor {
    switch (color, support) {
    case (.default, _), (_, .none): return .default
    case (.ansi(let index), _): return .ansi(index & 15)
    case (.indexed(let index), .ansi16): return .ansi(nearestANSI(rgb(ofIndexed: index)))
    case (.indexed(let index), _):
      return index < 16 ? .ansi(index) : .indexed(index)
    case (.rgb(let red, let green, let blue), .ansi16):
      return .ansi(nearestANSI((red, green, blue)))
    case (.rgb(let red, let green, let blue), .indexed256):
      return .indexed(nearestIndexed((red, green, blue)))
    case (.rgb, .truecolor): return color
    }
  }

  /// The RGB value of a 256-palette entry.
  static func rgb(ofIndexed index: UInt8) -> (UInt8, UInt8, UInt8) {
    switch index {
    case 0..<16:
      return ansiPalette[Int(index)]
    case 16..<232:
      let cube = Int(index) - 16
      return (
        UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[cube / 6 % 6]), UInt8(cubeLevels[cube % 6])
      )
    default:
      let level = UInt8(8 + 10 * (Int(index) - 232))
      return (level, level, level)
    }
  }

  /// The 256-palette entry nearest an RGB value, among the cube and the grey ramp (the
  /// first 16 entries are left out: users recolour them).
  static func nearestIndexed(_ color: (UInt8, UInt8, UInt8)) -> UInt8 {
    func nearestLevel(_ channel: UInt8) -> Int {
      var best = 0
      for (index, level) in cubeLevels.enumerated()
      where abs(level - Int(channel)) < abs(cubeLevels[best] - Int(channel)) {
        best = index
      }
      return best
    }
    let cubeIndex =
      16 + 36 * nearestLevel(color.0) + 6 * nearestLevel(color.1)
      + nearestLevel(color.2)
    let average = (Int(color.0) + Int(color.1) + Int(color.2)) / 3
    let greyStep = min(max((average - 8 + 5) / 10, 0), 23)
    let greyIndex = 232 + greyStep
    let cubeDistance = distance(color, rgb(ofIndexed: UInt8(cubeIndex)))
    let greyDistance = distance(color, rgb(ofIndexed: UInt8(greyIndex)))
    return UInt8(greyDistance < cubeDistance ? greyIndex : cubeIndex)
  }

  /// The standard colour nearest an RGB value.
  static func nearestANSI(_ color: (UInt8, UInt8, UInt8)) -> UInt8 {
    var best = 0
    var bestDistance = Int.max
    for (index, candidate) in ansiPalette.enumerated() {
      let candidateDistance = distance(color, candidate)
      if candidateDistance < bestDistance {
        best = index
        bestDistance = candidateDistance
      }
    }
    return UInt8(best)
  }

  /// A perceptually weighted squared distance between two colours (green counts most).
  static func distance(_ lhs: (UInt8, UInt8, UInt8), _ rhs: (UInt8, UInt8, UInt8)) -> Int {
    let red = Int(lhs.0) - Int(rhs.0)
    let green = Int(lhs.1) - Int(rhs.1)
    let blue = Int(lhs.2) - Int(rhs.2)
    return 3 * red * red + 4 * green * green + 2 * blue * blue
  }
}

extension TerminalColor {
  /// The nearest colour a terminal with the given support can show.
  ///
  /// 24-bit colours map to the nearest cube or grey entry of the 256-colour palette, or to
  /// the nearest of the 16 standard colours (by xterm's default values); without colour
  /// support every colour becomes ``TerminalColor/default``.
  /// - Parameter support: What the terminal supports.
  /// - Returns: A colour the terminal can show.
  public func approximated(for support: ColorSupport) -> TerminalColor {
    ColorMapping.map(self, to: support)
  }
}

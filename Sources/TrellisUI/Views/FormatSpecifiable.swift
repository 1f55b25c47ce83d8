import Foundation

/// A number that a string interpolation in a `Text` can format with a `printf`-style
/// specifier: `Text("\(ratio, specifier: "%.2f")")`. The integer and floating-point types
/// conform.
public protocol _FormatSpecifiable: Equatable {
  /// The value as `String(format:)` takes it.
  associatedtype _Arg: CVarArg
  /// The value as `String(format:)` takes it.
  var _arg: _Arg { get }
  /// The specifier an interpolation without one uses.
  var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
  /// The value as `String(format:)` takes it.
  public var _arg: Int { self }
  /// `%ld`.
  public var _specifier: String { "%ld" }
}
extension Int8: _FormatSpecifiable {
  /// The value as `String(format:)` takes it.
  public var _arg: Int32 { Int32(self) }
  /// `%d`.
  public var _specifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
  /// The value as `String(format:)` takes it.
  public var _arg: Int32 { Int32(self) }
  /// `%d`.
  public var _specifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
  /// The value as `String(format:)` takes it.
  public var _arg: Int32 { self }
  /// `%d`.
  public var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
  /// The value as `String(format:)` takes it.
  public var _arg: Int64 { self }
  /// `%lld`.
  public var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
  /// The value as `String(format:)` takes it.
  public var _arg: UInt { self }
  /// `%lu`.
  public var _specifier: String { "%lu" }
}
extension UInt8: _FormatSpecifiable {
  /// The value as `String(format:)` takes it.
  public var _arg: UInt32 { UInt32(self) }
  /// `%u`.
  public var _specifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
  /// The value as `String(format:)` takes it.
  public var _arg: UInt32 { UInt32(self) }
  /// `%u`.
  public var _specifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
  /// The value as `String(format:)` takes it.
  public var _arg: UInt32 { self }
  /// `%u`.
  public var _specifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
  /// The value as `String(format:)` takes it.
  public var _arg: UInt64 { self }
  /// `%llu`.
  public var _specifier: String { "%llu" }
}
extension Float: _FormatSpecifiable {
  /// The value as `String(format:)` takes it.
  public var _arg: Double { Double(self) }
  /// `%f`.
  public var _specifier: String { "%f" }
}
extension Double: _FormatSpecifiable {
  /// The value as `String(format:)` takes it.
  public var _arg: Double { self }
  /// `%lf`.
  public var _specifier: String { "%lf" }
}

/// A `printf`-style specifier as a format style, so that a `Text` formats the value when it
/// is drawn, in its environment's locale (a German `Text` shows `0,50`).
struct _SpecifierFormat<Value: _FormatSpecifiable>: FormatStyle {
  let specifier: String
  var locale: Locale?

  func format(_ value: Value) -> String {
    // As Apple's `String(format:locale:)` does for a floating-point conversion: the locale's
    // decimal separator, nothing else of it (no grouping, Latin digits). Foundation here
    // also groups thousands given a locale, so the number is formatted without one.
    let plain = String(format: specifier, value._arg)
    guard let separator = locale?.decimalSeparator, separator != ".",
      let conversion = Self.conversion(in: specifier),
      "aAeEfFgG".contains(specifier[specifier.index(before: conversion.upperBound)])
    else { return plain }
    // A specifier is one conversion in some text; one of several is left as `plain` has it.
    let rest = String(specifier[conversion.upperBound...])
    guard Self.conversion(in: rest) == nil else { return plain }
    let number = String(format: String(specifier[conversion]), value._arg)
    let prefix = String(format: String(specifier[..<conversion.lowerBound]))
    let suffix = String(format: rest)
    return prefix + number.replacingOccurrences(of: ".", with: separator) + suffix
  }

  /// Where the first conversion (`%` to its conversion letter) is in `specifier`.
  private static func conversion(in specifier: String) -> Range<String.Index>? {
    var index = specifier.startIndex
    while let percent = specifier[index...].firstIndex(of: "%") {
      var end = specifier.index(after: percent)
      guard end < specifier.endIndex else { return nil }
      if specifier[end] == "%" {
        index = specifier.index(after: end)
        continue
      }
      // Flags, width, precision and length, then the conversion's letter.
      while end < specifier.endIndex, "-+ #0123456789.*'hlqLzjt".contains(specifier[end]) {
        end = specifier.index(after: end)
      }
      guard end < specifier.endIndex else { return nil }
      return percent..<specifier.index(after: end)
    }
    return nil
  }

  func locale(_ locale: Locale) -> Self {
    var copy = self
    copy.locale = locale
    return copy
  }

  // A specifier and a locale are all it holds; the value type is fixed by the style's type.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.specifier == rhs.specifier && lhs.locale == rhs.locale
  }
  func hash(into hasher: inout Hasher) {
    hasher.combine(specifier)
    hasher.combine(locale)
  }
  init(specifier: String) { self.specifier = specifier }
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    specifier = try container.decode(String.self)
  }
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(specifier)
  }
}

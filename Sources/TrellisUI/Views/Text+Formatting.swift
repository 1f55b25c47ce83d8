import Foundation

extension Text {
  /// Text that shows `input` formatted by `format`: numbers, percentages, currencies, dates,
  /// lists and anything else a Foundation `FormatStyle` writes as a string.
  ///
  /// ```swift
  /// Text(order.total, format: .currency(code: "EUR"))   // "€12.50"
  /// Text(names, format: .list(type: .and))              // "Ada, Grace, and Hedy"
  /// ```
  ///
  /// The value is formatted when the text is drawn, in the environment's `locale` (and, for
  /// a `Date.FormatStyle`, its `calendar` and `timeZone`), as Apple's `Text` does: these
  /// replace the ones the style was made with. To show a value in a locale of its own, set
  /// it on the view with `.environment(\.locale, …)`, or format the value into a string
  /// first.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: .formatted(_FormattedValue(input, format: format)))
  }

  /// Text that shows `subject` as `formatter` writes it (nothing when it cannot), such as a
  /// `NumberFormatter` or `DateFormatter`.
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(content: .string(formatter.string(for: subject) ?? ""))
  }

  /// Text that shows `subject` as `formatter` writes it (nothing when it cannot).
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(content: .string(formatter.string(for: subject) ?? ""))
  }
}

/// A value and the style that formats it, kept so that the text is formatted when it is drawn,
/// in the locale of the environment it is drawn in.
struct _FormattedValue: Equatable, @unchecked Sendable {
  // Unchecked: format styles and their inputs are values that the text only reads; the box
  // is never mutated after it is made.
  private let box: any _FormattedValueBox

  init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    box = _FormattedValueStorage(input: input, format: format)
  }

  func string(in environment: EnvironmentValues) -> String { box.string(in: environment) }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.box.isEqual(to: rhs.box) }
}

private protocol _FormattedValueBox {
  func string(in environment: EnvironmentValues) -> String
  func isEqual(to other: any _FormattedValueBox) -> Bool
}

private struct _FormattedValueStorage<F: FormatStyle>: _FormattedValueBox
where F.FormatInput: Equatable, F.FormatOutput == String {
  let input: F.FormatInput
  let format: F

  func string(in environment: EnvironmentValues) -> String {
    _EnvironmentFormat.resolve(format, in: environment).format(input)
  }

  func isEqual(to other: any _FormattedValueBox) -> Bool {
    guard let other = other as? Self else { return false }
    return input == other.input && format == other.format
  }
}

/// A format style as a view in `environment` uses it.
enum _EnvironmentFormat {
  /// `format` with the environment's locale, and for a date style also its calendar and time
  /// zone, in place of its own, as Apple's `Text` and `TextField` use a style.
  static func resolve<F: FormatStyle>(_ format: F, in environment: EnvironmentValues) -> F {
    let localized = format.locale(environment.locale)
    guard var date = localized as? Date.FormatStyle else { return localized }
    date.calendar = environment.calendar
    date.timeZone = environment.timeZone
    return date as? F ?? localized
  }
}

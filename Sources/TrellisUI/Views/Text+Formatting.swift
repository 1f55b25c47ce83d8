import Foundation

extension Text {
  /// Text that shows `input` formatted by `format`: numbers, percentages, currencies, dates,
  /// lists and anything else a Foundation `FormatStyle` writes as a string.
  ///
  /// ```swift
  /// Text(order.total, format: .currency(code: "EUR"))   // "€12.50"
  /// Text(names, format: .list(type: .and))              // "Ada, Grace, and Hedy"
  /// ```
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: .string(format.format(input)))
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

import Foundation

/// Labels in a leading column, each right-aligned against the control it names, and the
/// controls in a column beside them, as a settings window on a Mac lays out its form.
///
/// The label column is as wide as the widest label of the rows shown. A ``LabeledContent``,
/// a ``Picker`` and a ``TextField`` put their label in it (a text field's title becomes its
/// label, no longer its placeholder); a ``Toggle`` checkbox, a button and other views without
/// a label start at the controls' column, a checkbox with its title beside it as on a Mac.
/// Sections are set apart by space, not boxes, their headers and footers across the form.
/// Where the form does not fit (a terminal's few rows), its rows scroll as a grouped form's
/// do.
///
/// ```swift
/// Form {
///   TextField("Name", text: $name)
///   Picker("Theme", selection: $theme) {
///     Text("Light").tag(Theme.light)
///     Text("Dark").tag(Theme.dark)
///   }
///   Toggle("Show previews", isOn: $showsPreviews)
/// }
/// .formStyle(.columns)
/// ```
public struct ColumnsFormStyle: FormStyle {
  /// The columns form style; written `.columns`.
  public init() {}

  /// A form with its labels in a column of their own.
  public func makeBody(configuration: Configuration) -> some View {
    _builtInForm(configuration, look: .columns)
  }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// Labels in a leading column, right-aligned, and the controls they name beside them.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// The line between a columns form's labels and its controls: a labelled row says where its
/// control starts; a row without a label starts there.
enum _FormColumnGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }

  /// The guide's key, which form rows answer through their layouts.
  static let key = _AlignmentKey(_FormColumnGuide.self, axis: .horizontal)
}

private struct FormColumnsKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the views here are rows of a columns form: labelled content packs its value
  /// beside its label, and a text field shows its title as a label.
  var isInFormColumns: Bool {
    get { self[FormColumnsKey.self] }
    set { self[FormColumnsKey.self] = newValue }
  }
}

extension TextField {
  /// In a columns form, the field under its title as a label, as a Mac's form shows it: a
  /// title that was only the placeholder is no longer shown in the field.
  @MainActor func formLabeled(in environment: EnvironmentValues) -> (any View)? {
    guard isFormLabeled(environment) else { return nil }
    var field = self
    if let title = label as? Text, title.content == placeholder { field.placeholder = "" }
    return LabeledContent {
      field
    } label: {
      label
    }
  }

  /// Whether this field is drawn under its title as a label (a form's row, not a style's).
  @MainActor func isFormLabeled(_ environment: EnvironmentValues) -> Bool {
    environment.isInFormColumns && !isFromConfiguration && customStyle(environment) == nil
  }
}

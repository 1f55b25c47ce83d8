import Foundation

/// A control that shows a colour and lets a person choose another.
///
/// It shows its label and a swatch of the selected colour; activating the swatch opens a
/// popover with a palette of common colours, red, green and blue sliders (and an opacity
/// slider when `supportsOpacity`), and a hexadecimal field. What is chosen is written to the
/// binding at once; a colour written to the binding from elsewhere is shown.
///
/// ```swift
/// ColorPicker("Highlight", selection: $highlight, supportsOpacity: false)
/// ```
public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let supportsOpacity: Bool
  let label: Label
  let title: String?
  @State private var isPicking = false

  /// A colour picker labelled by the view `label` builds.
  ///
  /// - Parameters:
  ///   - selection: The colour shown and chosen.
  ///   - supportsOpacity: Whether a person may choose a colour that is not opaque.
  ///   - label: The picker's label.
  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.supportsOpacity = supportsOpacity
    self.label = label()
    title = nil
  }

  /// The picker: its label, then the control. That is a swatch that opens a popover to
  /// choose in, or where the host has a colour well of its own (GTK's colour button), that
  /// well.
  public var body: some View {
    HStack {
      _ColorPickerLabel(content: label)
      _ColorPickerControl(
        swatch: Button {
          isPicking = true
        } label: {
          _ColorSwatch(color: selection.wrappedValue)
        }
        .popover(isPresented: $isPicking) {
          _ColorPickerPanel(selection: selection, supportsOpacity: supportsOpacity)
        })
    }
  }
}

extension ColorPicker where Label == Text {
  /// A colour picker labelled by a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the picker's label.
  ///   - selection: The colour shown and chosen.
  ///   - supportsOpacity: Whether a person may choose a colour that is not opaque.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.selection = selection
    self.supportsOpacity = supportsOpacity
    label = Text(titleKey)
    title = label.content
  }

  /// A colour picker labelled by a string shown as it is.
  ///
  /// - Parameters:
  ///   - title: The picker's label.
  ///   - selection: The colour shown and chosen.
  ///   - supportsOpacity: Whether a person may choose a colour that is not opaque.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.selection = selection
    self.supportsOpacity = supportsOpacity
    label = Text(title)
    self.title = String(title)
  }
}

/// What hosts and tests read of a colour picker without knowing its label's type.
@MainActor
protocol _ColorPickerMarker {
  /// The colour the binding holds.
  var _selectedColor: Color { get }
  /// Writes `color` to the binding, made opaque unless the picker supports opacity.
  func _choose(_ color: Color)
  /// The picker's title, for the string and key forms.
  var _title: String? { get }
  /// Whether a person may choose a colour that is not opaque.
  var _supportsOpacity: Bool { get }
}

extension ColorPicker: _ColorPickerMarker {
  var _selectedColor: Color { selection.wrappedValue }
  var _title: String? { title }
  var _supportsOpacity: Bool { supportsOpacity }
  func _choose(_ color: Color) {
    selection.wrappedValue = _ColorComponents(color).color(keepingOpacity: supportsOpacity)
  }
}

/// The swatch of a colour picker: the colour, two cells wide in the terminal.
struct _ColorSwatch: View {
  let color: Color
  var body: some View {
    RoundedRectangle(cornerRadius: 3).fill(color).frame(width: 16, height: 16)
  }
}

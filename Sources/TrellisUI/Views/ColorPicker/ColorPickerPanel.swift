import Foundation

/// The popover of a colour picker: a palette of common colours, a slider for each
/// component and a hexadecimal field, each writing the selection at once.
struct _ColorPickerPanel: View {
  let selection: Binding<Color>
  let supportsOpacity: Bool
  @State private var hexText = ""
  @Environment(\.dismiss) private var dismiss

  /// The palette: Apple's system colours, then greys.
  static let palette: [Color] = [
    .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown,
    .white, Color(white: 0.75), .gray, .black,
  ]

  private var components: _ColorComponents { _ColorComponents(selection.wrappedValue) }

  /// A binding to one component of the selection.
  private func channel(_ key: WritableKeyPath<_ColorComponents, Double>) -> Binding<Double> {
    Binding {
      components[keyPath: key]
    } set: { value in
      var changed = components
      changed[keyPath: key] = value
      selection.wrappedValue = changed.color(keepingOpacity: supportsOpacity)
    }
  }

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(0..<2, id: \.self) { row in
        HStack(spacing: 0) {
          ForEach(0..<8, id: \.self) { column in
            let color = Self.palette[row * 8 + column]
            Button {
              selection.wrappedValue = _ColorComponents(color).color(keepingOpacity: false)
            } label: {
              _ColorSwatch(color: color)
            }
            .buttonStyle(.plain)
          }
        }
      }
      slider("R", \.red)
      slider("G", \.green)
      slider("B", \.blue)
      if supportsOpacity { slider("A", \.opacity) }
      HStack {
        Text("Hex")
        TextField("Hex", text: $hexText)
          .onSubmit { applyHex() }
      }
      Button("Done") { dismiss() }
    }
    .padding(4)
    .onAppear { hexText = components.hex(withOpacity: supportsOpacity) }
    .onChange(of: selection.wrappedValue) {
      hexText = components.hex(withOpacity: supportsOpacity)
    }
  }

  private func slider(_ name: String, _ key: WritableKeyPath<_ColorComponents, Double>)
    -> some View
  {
    HStack {
      Text(name)
      Slider(value: channel(key), in: 0...1)
      Text("\(Int((components[keyPath: key] * 255).rounded()))")
    }
  }

  /// Writes the colour the field names, if it names one; else shows the selection's again.
  private func applyHex() {
    if let parsed = _ColorComponents(hex: hexText) {
      selection.wrappedValue = parsed.color(keepingOpacity: supportsOpacity)
    }
    hexText = components.hex(withOpacity: supportsOpacity)
  }
}

extension View {
  /// Sets the environment value at `keyPath` for this view and its descendants.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
  }

  /// Puts an `ObservableObject` in the environment for `@EnvironmentObject` to read.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(_EnvironmentModifier { $0.setObject(object) })
  }

  /// Puts an `@Observable` object in the environment for `@Environment(T.self)` to read.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(_EnvironmentModifier { $0.setObject(object) })
  }

  /// Disables the controls in this view when `disabled` is true; they are drawn dimmed and
  /// ignore input. A disabled ancestor cannot be re-enabled by a descendant.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(_EnvironmentModifier { if disabled { $0.isEnabled = false } })
  }

  /// Sets the default font of text in this view.
  public func font(_ font: Font?) -> some View {
    environment(\.font, font)
  }

  /// Colours text and shapes in this view.
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(
      _EnvironmentModifier {
        $0.foregroundColor = color
        $0.foregroundGradient = nil
      })
  }

  /// Colours or de-emphasises text and shapes in this view; a gradient colours each shape
  /// and text across its own frame.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(
      _EnvironmentModifier {
        if let color = style as? Color {
          $0.foregroundColor = color
          $0.foregroundGradient = nil
        }
        if let gradient = style as? any _GradientProviding {
          $0.foregroundGradient = gradient._gradientPaint
          $0.foregroundColor = gradient._gradientPaint.resolved(in: .zero).middleColor
        }
        if let level = style as? HierarchicalShapeStyle { $0.emphasis.secondary = level.level > 0 }
        if let material = style as? Material {
          $0.foregroundColor = material.color(in: $0.colorScheme)
          $0.foregroundGradient = nil
        }
      })
  }

  /// Makes text in this view bold.
  public func bold(_ isActive: Bool = true) -> some View {
    modifier(_EnvironmentModifier { if isActive { $0.emphasis.bold = true } })
  }

  /// Makes text in this view italic.
  public func italic(_ isActive: Bool = true) -> some View {
    modifier(_EnvironmentModifier { if isActive { $0.emphasis.italic = true } })
  }
}

import Foundation

/// A value with a label that says what it is: the label on the leading edge, the value on
/// the trailing edge in a secondary colour, as a form shows a setting.
///
/// ```swift
/// Form {
///   LabeledContent("Version", value: "2.4.1")
///   LabeledContent("Downloaded", value: bytes, format: .byteCount(style: .file))
///   LabeledContent("Volume") {
///     Slider(value: $volume)
///   }
/// }
/// ```
///
/// A `label:` builder of two texts is a title over a subtitle, the subtitle smaller and less
/// prominent. Set ``View/labeledContentStyle(_:)`` to arrange labelled values your own way.
public struct LabeledContent<Label, Content> {
  let label: Label
  let content: Content
  /// Set on the labelled content a built-in style's `makeBody` draws: it shows the built-in
  /// look, whatever the environment's style.
  var isBuiltInLook = false
}

extension LabeledContent where Label: View, Content: View {
  /// A labelled value: `content` shows the value, `label` says what it is.
  ///
  /// - Parameters:
  ///   - content: The view that shows the value.
  ///   - label: The view that says what the value is.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(label: label(), content: content())
  }
}

extension LabeledContent where Label == Text, Content: View {
  /// A labelled value titled with a localised string key.
  ///
  /// - Parameters:
  ///   - titleKey: What the value is.
  ///   - content: The view that shows the value.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(label: Text(titleKey), content: content())
  }

  /// A labelled value titled with a string.
  ///
  /// - Parameters:
  ///   - title: What the value is.
  ///   - content: The view that shows the value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), content: content())
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A string labelled with a localised string key. The value is shown as it is, not
  /// looked up as a key.
  ///
  /// - Parameters:
  ///   - titleKey: What the value is.
  ///   - value: The value.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(label: Text(titleKey), content: Text(verbatim: String(value)))
  }

  /// A string labelled with a string.
  ///
  /// - Parameters:
  ///   - title: What the value is.
  ///   - value: The value.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(label: Text(title), content: Text(verbatim: String(value)))
  }

  /// A value formatted by `format`, labelled with a localised string key. The value is
  /// formatted where it is drawn, in the environment's locale, as `Text(_:format:)` does.
  ///
  /// - Parameters:
  ///   - titleKey: What the value is.
  ///   - value: The value.
  ///   - format: The style that writes the value as a string.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(label: Text(titleKey), content: Text(value, format: format))
  }

  /// A value formatted by `format`, labelled with a string.
  ///
  /// - Parameters:
  ///   - title: What the value is.
  ///   - value: The value.
  ///   - format: The style that writes the value as a string.
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(label: Text(title), content: Text(value, format: format))
  }
}

extension LabeledContent: View where Label: View, Content: View {
  /// Drawn by Trellis: the label on the leading edge, the value on the trailing edge.
  public typealias Body = Never
}

/// What hosts and tests read from any labelled content.
@MainActor
protocol _LabeledContentDescribing {}

extension LabeledContent: _LabeledContentDescribing where Label: View, Content: View {}

extension LabeledContent: _PrimitiveView where Label: View, Content: View {
  /// The label (index 0) and the value, said less prominently (index 1); or, in a style of
  /// the app's own, that style's body (index 2).
  func _children(in context: _ChildContext) -> _Children {
    if !isBuiltInLook, case .custom(let style) = context.environment.labeledContentStyles.last {
      let configuration = LabeledContentStyleConfiguration(
        label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
      return .list([
        _Child(
          id: .index(2), view: style._body(configuration), environment: _popLabeledContentStyle)
      ])
    }
    // In a columns form, what is inside the label and the value is no row of the form.
    let inColumns = context.environment.isInFormColumns
    return .list([
      _Child(
        id: .index(0),
        view: _LabeledContentLabel(label: label)._controlLabel(in: context.environment),
        environment: inColumns ? { $0.isInFormColumns = false } : nil),
      _Child(
        id: .index(1), view: HStack { content },
        environment: {
          $0.emphasis.secondary = true
          if inColumns { $0.isInFormColumns = false }
        }),
    ])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    if !isBuiltInLook, case .custom = node.environment.labeledContentStyles.last {
      return .layout(_StyledBodyLayout(isLeading: true))
    }
    return .layout(_LabeledContentLayout(packsValue: node.environment.isInFormColumns))
  }
}

/// The label of labelled content in the built-in look: one view as it is; several (a
/// builder of two texts) stacked, the first the title and the rest a subtitle, smaller and
/// less prominent, as Apple's labelled content shows them.
struct _LabeledContentLabel<Label: View>: View {
  typealias Body = Never
  let label: Label
}

extension _LabeledContentLabel: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    var parts = [any View]()
    if let tuple = label as? any _TupleViewParts {
      parts = tuple._parts
    } else if let configured = label as? LabeledContentStyleConfiguration.Label,
      let tuple = configured.content.wrapped as? any _TupleViewParts
    {
      parts = tuple._parts
    }
    guard parts.count > 1 else { return .list([_Child(id: .index(0), view: label)]) }
    return .list(
      parts.enumerated().map { index, part in
        _Child(
          id: .index(index), view: part,
          environment: index == 0
            ? nil
            : {
              $0.emphasis.secondary = true
              $0.font = .subheadline
            })
      })
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0))
  }
}

/// A style's body sees the styles set outside it: its `LabeledContent(configuration)` takes
/// the next one out.
private func _popLabeledContentStyle(_ environment: inout EnvironmentValues) {
  if !environment.labeledContentStyles.isEmpty { environment.labeledContentStyles.removeLast() }
}

/// The label on the leading edge and the value on the trailing edge, across the width
/// offered (their ideal widths side by side when offered none). When both do not fit, the
/// value keeps its ideal width up to half of the room and the label takes the rest.
/// In a columns form the value follows the label, offered the rest of the row, and the
/// form's column line is where the value starts.
struct _LabeledContentLayout: _Layout, Equatable {
  var packsValue = false

  @MainActor private func sizes(
    _ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) -> (
    label: CGSize, value: CGSize, labelProposal: ProposedViewSize, valueProposal: ProposedViewSize,
    gap: CGFloat
  ) {
    guard subviews.count == 2 else {
      return (.zero, .zero, .unspecified, .unspecified, 0)
    }
    let ideal = ProposedViewSize(width: nil, height: proposal.height)
    var labelProposal = ideal
    var valueProposal = ideal
    var label = subviews[0].sizeThatFits(ideal, context: context)
    // A hidden label (`.labelsHidden()`) leaves the value alone, with no gap before it.
    let gap =
      label.width > 0
      ? context.grid.rounded(context.metrics.defaultSpacing.width, along: .horizontal) : 0
    var value = subviews[1].sizeThatFits(ideal, context: context)
    if packsValue, let width = proposal.width, width.isFinite {
      // The label at its own width (at most half the row), the value offered the rest.
      if label.width > width / 2 {
        labelProposal = ProposedViewSize(
          width: context.grid.rounded(width / 2, along: .horizontal), height: proposal.height)
        label = subviews[0].sizeThatFits(labelProposal, context: context)
      }
      valueProposal = ProposedViewSize(
        width: max(0, width - label.width - gap), height: proposal.height)
      value = subviews[1].sizeThatFits(valueProposal, context: context)
    } else if let width = proposal.width, width.isFinite, label.width + gap + value.width > width {
      let room = max(0, width - gap)
      let valueWidth = context.grid.rounded(
        min(value.width, max(room / 2, room - label.width)), along: .horizontal)
      valueProposal = ProposedViewSize(width: valueWidth, height: proposal.height)
      value = subviews[1].sizeThatFits(valueProposal, context: context)
      labelProposal = ProposedViewSize(
        width: max(0, room - value.width), height: proposal.height)
      label = subviews[0].sizeThatFits(labelProposal, context: context)
    }
    return (label, value, labelProposal, valueProposal, gap)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let parts = sizes(proposal, subviews: subviews, context: context)
    let natural = parts.label.width + parts.gap + parts.value.width
    // Without a label, the value is all there is: it takes its own width, not the row's.
    let fills = parts.label.width > 0 && !packsValue
    let width = (fills ? proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil } : nil) ?? natural
    return CGSize(width: max(width, 0), height: max(parts.label.height, parts.value.height))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    guard subviews.count == 2 else { return }
    let parts = sizes(proposal, subviews: subviews, context: context)
    subviews[0].place(
      in: CGRect(origin: bounds.origin, size: parts.label), proposal: parts.labelProposal,
      context: context)
    let valueX =
      packsValue
      ? bounds.minX + parts.label.width + parts.gap
      : max(bounds.minX, bounds.maxX - parts.value.width)
    subviews[1].place(
      in: CGRect(
        x: valueX, y: bounds.minY, width: parts.value.width, height: parts.value.height),
      proposal: parts.valueProposal, context: context)
  }

  /// In a columns form, the form's column line: where the value starts.
  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    guard packsValue, guide == _FormColumnGuide.key else { return nil }
    let parts = sizes(proposal, subviews: subviews, context: context)
    return parts.label.width + parts.gap
  }
}

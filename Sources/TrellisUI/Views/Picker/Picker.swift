/// A control that chooses one value from a set of options, each a view tagged with the value
/// it stands for.
///
/// ```swift
/// enum Flavor: String, CaseIterable, Identifiable {
///   case chocolate, vanilla, strawberry
///   var id: Self { self }
/// }
///
/// @State private var flavor = Flavor.chocolate
///
/// Picker("Flavor", selection: $flavor) {
///   Text("Chocolate").tag(Flavor.chocolate)
///   Text("Vanilla").tag(Flavor.vanilla)
///   Text("Strawberry").tag(Flavor.strawberry)
/// }
/// ```
///
/// An option's tag is the value given with ``View/tag(_:includeOptional:)``; the views a
/// `ForEach` builds are tagged with their elements' ids unless they carry a tag of their
/// own, so `ForEach(Flavor.allCases) { Text($0.rawValue) }` needs no tags. Only tags of the
/// selection's type count (a tag of `V` also counts for a selection of `V?`). When no option
/// has the selection's value, the picker shows nothing selected and warns once.
///
/// How it is drawn comes from ``View/pickerStyle(_:)``: a menu unless a style says
/// otherwise.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
  let source: _PickerSource<SelectionValue>
  let label: Label
  let content: Content
  /// What a menu shows for the selection instead of the selected option's own view.
  let currentValueLabel: AnyView?

  /// A picker of the options `content` builds, labelled with `label`.
  ///
  /// - Parameters:
  ///   - selection: The value of the chosen option.
  ///   - content: The options, each tagged with its value (or built by a `ForEach`).
  ///   - label: A view that says what the picker chooses.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    source = _PickerSource(selection)
    self.label = label()
    self.content = content()
    currentValueLabel = nil
  }

  /// A picker whose menu shows `currentValueLabel` for the selection, rather than the
  /// selected option's view.
  ///
  /// - Parameters:
  ///   - selection: The value of the chosen option.
  ///   - content: The options, each tagged with its value.
  ///   - label: A view that says what the picker chooses.
  ///   - currentValueLabel: What the picker shows for the current selection.
  public init<CurrentValueLabel: View>(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    source = _PickerSource(selection)
    self.label = label()
    self.content = content()
    self.currentValueLabel = AnyView(currentValueLabel())
  }

  /// A picker that sets one value across several sources: choosing an option sets every
  /// source's binding; when their values differ, the picker shows a mixed state, with
  /// each of their options marked.
  ///
  /// - Parameters:
  ///   - sources: The values the picker sets, such as the selected items of a list.
  ///   - selection: The key path from a source to its binding.
  ///   - content: The options, each tagged with its value.
  ///   - label: A view that says what the picker chooses.
  public init<C: RandomAccessCollection>(
    sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    source = _PickerSource(sources: sources, selection: selection)
    self.label = label()
    self.content = content()
    currentValueLabel = nil
  }
}

extension Picker where Label == Text {
  /// A picker titled with a localised string key.
  ///
  /// - Parameters:
  ///   - titleKey: What the picker chooses.
  ///   - selection: The value of the chosen option.
  ///   - content: The options, each tagged with its value.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled with a string.
  ///
  /// - Parameters:
  ///   - title: What the picker chooses.
  ///   - selection: The value of the chosen option.
  ///   - content: The options, each tagged with its value.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }

  /// A titled picker that sets one value across several sources (see
  /// ``init(sources:selection:content:label:)``).
  ///
  /// - Parameters:
  ///   - titleKey: What the picker chooses.
  ///   - sources: The values the picker sets.
  ///   - selection: The key path from a source to its binding.
  ///   - content: The options, each tagged with its value.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled with a string that sets one value across several sources.
  ///
  /// - Parameters:
  ///   - title: What the picker chooses.
  ///   - sources: The values the picker sets.
  ///   - selection: The key path from a source to its binding.
  ///   - content: The options, each tagged with its value.
  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content) { Text(title) }
  }
}

extension Picker where Label == TrellisUI.Label<Text, Image> {
  /// A picker titled with a localised string key and a system symbol.
  ///
  /// - Parameters:
  ///   - titleKey: What the picker chooses.
  ///   - systemImage: The name of the symbol shown with the title.
  ///   - selection: The value of the chosen option.
  ///   - content: The options, each tagged with its value.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) {
      TrellisUI.Label(titleKey, systemImage: systemImage)
    }
  }

  /// A picker titled with a string and a system symbol.
  ///
  /// - Parameters:
  ///   - title: What the picker chooses.
  ///   - systemImage: The name of the symbol shown with the title.
  ///   - selection: The value of the chosen option.
  ///   - content: The options, each tagged with its value.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) {
      TrellisUI.Label(title, systemImage: systemImage)
    }
  }
}

extension Picker: View {
  /// Drawn by Trellis in the look of the environment's picker style.
  public typealias Body = Never
}

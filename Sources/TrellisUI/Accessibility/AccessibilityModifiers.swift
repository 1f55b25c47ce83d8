extension View {
  private func accessibility(_ change: (inout _AccessibilityProperties) -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    var properties = _AccessibilityProperties()
    change(&properties)
    return modifier(AccessibilityAttachmentModifier(properties: properties))
  }

  // MARK: Label

  /// Names this view for assistive technologies, instead of the text it shows.
  ///
  /// ```swift
  /// Button("➡️✉️") { send() }
  ///   .accessibilityLabel("Send")
  /// ```
  ///
  /// - Parameter label: The name.
  /// - Returns: The view with the label.
  public func accessibilityLabel(_ label: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.label = label.content }
  }

  /// Names this view for assistive technologies.
  /// - Parameter labelKey: The name.
  /// - Returns: The view with the label.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityLabel(Text(labelKey))
  }

  /// Names this view for assistive technologies.
  /// - Parameter label: The name.
  /// - Returns: The view with the label.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityLabel(Text(label))
  }

  // MARK: Hint

  /// Says what happens when this view is activated, for assistive technologies.
  /// - Parameter hint: The hint.
  /// - Returns: The view with the hint.
  public func accessibilityHint(_ hint: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.hint = hint.content }
  }

  /// Says what happens when this view is activated, for assistive technologies.
  /// - Parameter hintKey: The hint.
  /// - Returns: The view with the hint.
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityHint(Text(hintKey))
  }

  /// Says what happens when this view is activated, for assistive technologies.
  /// - Parameter hint: The hint.
  /// - Returns: The view with the hint.
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityHint(Text(hint))
  }

  // MARK: Value

  /// This view's value for assistive technologies, such as a slider's "50 percent".
  /// - Parameter value: The value.
  /// - Returns: The view with the value.
  public func accessibilityValue(_ value: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.value = value.content }
  }

  /// This view's value for assistive technologies.
  /// - Parameter valueKey: The value.
  /// - Returns: The view with the value.
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityValue(Text(valueKey))
  }

  /// This view's value for assistive technologies.
  /// - Parameter value: The value.
  /// - Returns: The view with the value.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityValue(Text(value))
  }

  // MARK: Identity, visibility, traits

  /// An identifier for UI tests and automation; never spoken.
  /// - Parameter identifier: The identifier.
  /// - Returns: The view with the identifier.
  public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.identifier = identifier }
  }

  /// Hides this view from assistive technologies (when `hidden`), as for decoration.
  /// - Parameter hidden: Whether to hide it.
  /// - Returns: The view.
  public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.isHidden = hidden }
  }

  /// Adds `traits` to what this view is to assistive technologies.
  /// - Parameter traits: The traits.
  /// - Returns: The view.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.addedTraits = traits }
  }

  /// Removes `traits` from what this view is to assistive technologies.
  /// - Parameter traits: The traits.
  /// - Returns: The view.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.removedTraits = traits }
  }

  /// Makes this view one accessibility element, whose children are hidden, contained or
  /// combined into it.
  /// - Parameter children: What becomes of the elements inside.
  /// - Returns: The view.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  {
    accessibility { $0.children = children }
  }

  /// Orders this element among its siblings for assistive technologies: higher first.
  /// - Parameter sortPriority: The priority; 0 by default.
  /// - Returns: The view.
  public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.sortPriority = sortPriority }
  }

  /// Marks this view as a heading of `level`.
  /// - Parameter level: The heading's level.
  /// - Returns: The view.
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.headingLevel = level }
  }

  /// Other names voice control may use for this view.
  /// - Parameter inputLabels: The names, the preferred one first.
  /// - Returns: The view.
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility { $0.inputLabels = inputLabels.map(\.content) }
  }

  // MARK: Actions

  /// Runs `handler` when an assistive technology asks this view for `actionKind`.
  /// - Parameters:
  ///   - actionKind: The action.
  ///   - handler: What to do.
  /// - Returns: The view.
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibility { $0.actions = [(actionKind, handler)] }
  }

  /// Offers an action named `name` to assistive technologies.
  /// - Parameters:
  ///   - name: The action's name.
  ///   - handler: What to do.
  /// - Returns: The view.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAction(AccessibilityActionKind(named: name), handler)
  }

  /// Offers an action named `nameKey` to assistive technologies.
  /// - Parameters:
  ///   - nameKey: The action's name.
  ///   - handler: What to do.
  /// - Returns: The view.
  public func accessibilityAction(
    named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAction(named: Text(nameKey), handler)
  }

  /// Offers an action named `name` to assistive technologies.
  /// - Parameters:
  ///   - name: The action's name.
  ///   - handler: What to do.
  /// - Returns: The view.
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAction(named: Text(name), handler)
  }

  // MARK: The forms before iOS 14

  /// Names this view for assistive technologies.
  /// - Parameter label: The name.
  /// - Returns: The view with the label.
  public func accessibility(label: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityLabel(label)
  }

  /// Says what happens when this view is activated.
  /// - Parameter hint: The hint.
  /// - Returns: The view with the hint.
  public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityHint(hint)
  }

  /// This view's value for assistive technologies.
  /// - Parameter value: The value.
  /// - Returns: The view with the value.
  public func accessibility(value: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityValue(value)
  }

  /// An identifier for UI tests and automation.
  /// - Parameter identifier: The identifier.
  /// - Returns: The view with the identifier.
  public func accessibility(identifier: String) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityIdentifier(identifier)
  }

  /// Hides this view from assistive technologies.
  /// - Parameter hidden: Whether to hide it.
  /// - Returns: The view.
  public func accessibility(hidden: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityHidden(hidden)
  }

  /// Adds `traits` to what this view is to assistive technologies.
  /// - Parameter traits: The traits.
  /// - Returns: The view.
  public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAddTraits(traits)
  }

  /// Offers a help text; assistive technologies read it as the view's hint, and GTK may
  /// show it as a tooltip.
  /// - Parameter text: The help text.
  /// - Returns: The view.
  public func help(_ text: Text) -> some View {
    accessibility { $0.hint = text.content }
  }

  /// Offers a help text, read as the view's hint.
  /// - Parameter textKey: The help text.
  /// - Returns: The view.
  public func help(_ textKey: LocalizedStringKey) -> some View { help(Text(textKey)) }

  /// Offers a help text, read as the view's hint.
  /// - Parameter text: The help text.
  /// - Returns: The view.
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View { help(Text(text)) }
}

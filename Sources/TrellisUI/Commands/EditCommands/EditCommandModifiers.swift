import Foundation

extension View {
  /// Runs `payloadAction` when the Edit menu's Copy is chosen while this view (or one inside
  /// it) has focus, and puts the items it returns on the clipboard.
  /// - Parameter payloadAction: The items to copy; `nil` leaves Copy to the views around.
  /// - Returns: A view that answers Copy.
  public func onCopyCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View {
    modifier(_EditCommandModifier(command: payloadAction.map { action in .copy(action) }))
  }

  /// Runs `payloadAction` when the Edit menu's Cut is chosen while this view (or one inside
  /// it) has focus, and puts the items it returns on the clipboard; the action removes them.
  /// - Parameter payloadAction: Removes the items and returns them; `nil` leaves Cut to the
  ///   views around.
  /// - Returns: A view that answers Cut.
  public func onCutCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View {
    modifier(_EditCommandModifier(command: payloadAction.map { action in .cut(action) }))
  }

  /// Runs `payloadAction` with the clipboard's items when the Edit menu's Paste is chosen
  /// while this view (or one inside it) has focus and the clipboard holds an item of one of
  /// `supportedContentTypes`.
  /// - Parameters:
  ///   - supportedContentTypes: The types the view takes, the preferred first.
  ///   - payloadAction: Receives the clipboard's items that have one of the types.
  /// - Returns: A view that answers Paste.
  public func onPasteCommand(
    of supportedContentTypes: [UTType], perform payloadAction: @escaping ([NSItemProvider]) -> Void
  ) -> some View {
    modifier(
      _EditCommandModifier(
        command: .paste(types: supportedContentTypes) { providers in
          payloadAction(providers)
          return true
        }))
  }

  /// Runs `payloadAction` with what `validator` makes of the clipboard's items when the Edit
  /// menu's Paste is chosen while this view (or one inside it) has focus; a `nil` from the
  /// validator leaves the paste undone.
  /// - Parameters:
  ///   - supportedContentTypes: The types the view takes, the preferred first.
  ///   - validator: Reads the clipboard's items that have one of the types, and returns
  ///     what to paste, or `nil` when they will not do.
  ///   - payloadAction: Pastes what the validator returned.
  /// - Returns: A view that answers Paste.
  public func onPasteCommand<Payload>(
    of supportedContentTypes: [UTType],
    validator: @escaping ([NSItemProvider]) -> Payload?,
    perform payloadAction: @escaping (Payload) -> Void
  ) -> some View {
    modifier(
      _EditCommandModifier(
        command: .paste(types: supportedContentTypes) { providers in
          guard let payload = validator(providers) else { return false }
          payloadAction(payload)
          return true
        }))
  }

  /// Runs `action` when the Edit menu's Delete is chosen while this view (or one inside it)
  /// has focus.
  /// - Parameter action: Deletes what is selected; `nil` leaves Delete to the views around.
  /// - Returns: A view that answers Delete.
  public func onDeleteCommand(perform action: (() -> Void)?) -> some View {
    modifier(_EditCommandModifier(command: action.map { action in .delete(action) }))
  }

  /// Runs `action` when an arrow key is pressed while this view (or one inside it) has focus
  /// and the focused control does not use arrows itself (a list, a field, a slider do).
  /// - Parameter action: Receives the arrow's direction; `nil` for nothing.
  /// - Returns: A view that answers arrow keys.
  public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
    modifier(_EditCommandModifier(command: action.map { action in .move(action) }))
  }
}

/// The sidebar's commands: the View menu's Toggle Sidebar item (Control-Command-S, which
/// Linux presses as Ctrl+S unless the app gives that shortcut to an item of its own), which
/// shows or hides the sidebar of the window's `NavigationSplitView`. A group replacing
/// ``CommandGroupPlacement/sidebar`` takes its place.
public struct SidebarCommands: Commands {
  /// The sidebar's commands.
  public init() {}
  /// `SidebarCommands` is shown by Trellis itself and has no body of its own.
  public typealias Body = Never
  /// Never called; calling it traps.
  public var body: Never { fatalError("SidebarCommands has no body") }
}

extension SidebarCommands: _PrimitiveCommands {
  var _commandsView: any View {
    _CommandItemsView(
      slot: .group(.sidebar, .standard), label: EmptyView(), content: _SidebarToggleItem())
  }
}

/// The toolbar's commands. On Apple's platforms it adds Show Toolbar and Customize Toolbar to
/// the View menu. Trellis accepts it and adds nothing: toolbars here are always shown and
/// cannot be customized.
public struct ToolbarCommands: Commands {
  /// The toolbar's commands.
  public init() {}
  /// Nothing, in Trellis.
  public var body: EmptyCommands { EmptyCommands() }
}

/// Text editing commands. On Apple's platforms it adds Find, Spelling and Grammar,
/// Substitutions, Transformations and Speech to the Edit menu. Trellis accepts it and adds
/// nothing: the terminal's and GTK's text fields keep their own editing keys (see the article
/// "Running in the terminal").
public struct TextEditingCommands: Commands {
  /// The text editing commands.
  public init() {}
  /// Nothing, in Trellis.
  public var body: EmptyCommands { EmptyCommands() }
}

/// Text formatting commands. On Apple's platforms it adds the Font and Text menus to the
/// Format menu. Trellis accepts it and adds nothing: its text editors hold plain text.
public struct TextFormattingCommands: Commands {
  /// The text formatting commands.
  public init() {}
  /// Nothing, in Trellis.
  public var body: EmptyCommands { EmptyCommands() }
}

/// The inspector's commands. On Apple's platforms it adds Show Inspector to the View menu.
/// Trellis accepts it and adds nothing yet: show and hide an inspector through its binding.
public struct InspectorCommands: Commands {
  /// The inspector's commands.
  public init() {}
  /// Nothing, in Trellis.
  public var body: EmptyCommands { EmptyCommands() }
}

@_spi(TrellisHost) import TrellisUI

extension ViewHost {
  /// The items of the toolbar shown (the window's, or the frontmost sheet's): those of the
  /// view on top of each navigation stack on screen, and those declared outside any stack,
  /// in order: leading, principal, trailing, then the bottom row.
  public var toolbarItems: [Element] {
    elements.filter { $0.base.isToolbarItem }
  }

  /// The items of the shown toolbar at `placement`, in order.
  public func toolbarItems(placement: ToolbarItemPlacement) -> [Element] {
    toolbarItems.filter { $0.toolbarPlacement == placement }
  }

  /// The button titled `title` in the shown toolbar; throws if there is none, or several.
  /// Tap it as a person presses the toolbar's button.
  public func toolbarButton(_ title: String) throws -> Element {
    try only(
      elements.filter { $0.kind == .button && $0.text == title && $0.toolbarPlacement != nil },
      "a toolbar button titled \"\(title)\"")
  }

  /// Whether the navigation stack's back button is shown above the view on top (a pushed
  /// view that hides it with `navigationBarBackButtonHidden` shows none).
  public var showsBackButton: Bool { elements.contains { $0.base.isNavigationBackButton } }

  /// Goes back as a person would in the host (Escape in the terminal, Alt+Left in GTK): pops
  /// the view on top of the navigation stack being worked in. Returns whether it popped; a
  /// view that hides its back button is not popped.
  @discardableResult
  public func goBack() -> Bool {
    let popped = core.navigateBack()
    core.update()
    return popped
  }
}

extension ViewHost.Element {
  /// The placement of the toolbar item this view is (or is in); `nil` outside any toolbar.
  public var toolbarPlacement: ToolbarItemPlacement? { base.toolbarPlacement }
}

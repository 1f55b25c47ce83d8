import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The article's undo and edit commands do what it says.
@MainActor
@Suite struct UndoAndEditCommandsTests {
  @Test func anAddIsUndoneAndRedone() throws {
    let recipes = UndoAndEditCommands.Recipes()
    let host = ViewHost(UndoAndEditCommands.RecipeList(recipes: recipes))
    try host.button("Add Pierogi").tap()
    #expect(host.undoManager.undoMenuItemTitle == "Undo Add Recipe")
    host.undo()
    #expect(recipes.names.isEmpty)
    #expect(host.undoManager.redoMenuItemTitle == "Redo Add Recipe")
    host.redo()
    #expect(recipes.names == ["Pierogi"])
  }

  @Test func aGroupIsOneAction() {
    let recipes = UndoAndEditCommands.Recipes()
    let manager = UndoManager()
    manager.groupsByEvent = false
    manager.disableUndoRegistration()
    recipes.add("Borscht", undoManager: manager)
    recipes.add("Ramen", undoManager: manager)
    manager.enableUndoRegistration()
    UndoAndEditCommands.renameAll(recipes, undoManager: manager)
    #expect(recipes.names == ["BORSCHT", "RAMEN"])
    #expect(manager.undoMenuItemTitle == "Undo Rename All")
    manager.undo()
    #expect(recipes.names.sorted() == ["Borscht", "Ramen"])
  }

  @Test func theFocusedViewAnswersTheEditCommands() throws {
    let palette = UndoAndEditCommands.Palette()
    let host = ViewHost(UndoAndEditCommands.PaletteView(palette: palette))
    try host.text("Selected: Teal").focus()
    #expect(host.copy())
    #expect(host.paste())
    #expect(palette.colors == ["Teal", "Coral", "Pasted 1"])
    #expect(host.move(.down))
    #expect(palette.selected == "Coral")
    #expect(host.delete())
    #expect(palette.colors == ["Teal", "Pasted 1"])
  }

  @Test func anAppReplacesThePasteboardItems() throws {
    let host = ViewHost(app: UndoAndEditCommands.CanvasApp())
    let titles = try host.commandMenuItems("Edit").filter { $0.kind == .action }.map(\.title)
    #expect(titles == ["Undo", "Redo", "Copy Layer"])
  }
}

import TrellisUI

/// The code of the article "Undo and the Edit commands".
enum UndoAndEditCommands {
  // MARK: Registering undo

  @MainActor @Observable final class Recipes {
    var names: [String] = []

    func add(_ name: String, undoManager: UndoManager?) {
      names.append(name)
      undoManager?.registerUndo(withTarget: self) { recipes in
        recipes.remove(name, undoManager: undoManager)
      }
      undoManager?.setActionName("Add Recipe")
    }

    func remove(_ name: String, undoManager: UndoManager?) {
      names.removeAll { $0 == name }
      undoManager?.registerUndo(withTarget: self) { recipes in
        recipes.add(name, undoManager: undoManager)
      }
    }
  }

  struct RecipeList: View {
    let recipes: Recipes
    @Environment(\.undoManager) private var undoManager

    var body: some View {
      VStack {
        Text("Recipes: \(recipes.names.joined(separator: ", "))")
        Button("Add Pierogi") { recipes.add("Pierogi", undoManager: undoManager) }
      }
    }
  }

  // MARK: Grouping

  @MainActor static func renameAll(_ recipes: Recipes, undoManager: UndoManager) {
    undoManager.beginUndoGrouping()
    for name in recipes.names {
      recipes.remove(name, undoManager: undoManager)
      recipes.add(name.uppercased(), undoManager: undoManager)
    }
    undoManager.endUndoGrouping()
    undoManager.setActionName("Rename All")
  }

  // MARK: The Edit commands

  @Observable final class Palette {
    var colors = ["Teal", "Coral"]
    var selected = "Teal"
  }

  struct PaletteView: View {
    let palette: Palette

    var body: some View {
      Text("Selected: \(palette.selected)")
        .focusable()
        .onCopyCommand {
          [NSItemProvider(object: palette.selected as NSString)]
        }
        .onPasteCommand(of: [.plainText]) { providers in
          palette.colors.append("Pasted \(providers.count)")
        }
        .onDeleteCommand {
          palette.colors.removeAll { $0 == palette.selected }
        }
        .onMoveCommand { direction in
          guard let index = palette.colors.firstIndex(of: palette.selected) else { return }
          let step = direction == .up || direction == .left ? -1 : 1
          let next = min(max(index + step, 0), palette.colors.count - 1)
          palette.selected = palette.colors[next]
        }
    }
  }

  // MARK: Replacing the standard items

  struct CanvasApp: App {
    var body: some Scene {
      WindowGroup { Text("Canvas") }
        .commands {
          CommandGroup(replacing: .pasteboard) {
            Button("Copy Layer") {}
              .keyboardShortcut("c")
          }
        }
    }
  }
}

import Foundation
import TrellisUI

@testable import binding_gallery

// Views for the binding tests (seed 004): a value passed down three levels from each kind of
// owner, member bindings, bindings to collection elements, constant bindings.
enum BindingFixtures {
  // MARK: Three levels down, from three kinds of owner

  /// Where the name lives.
  enum Owner: String, CaseIterable, Sendable {
    case state, stateObject, observable
  }

  @MainActor
  final class PublishedName: ObservableObject {
    @Published var name = "Ada"
  }

  @MainActor
  @Observable
  final class ObservableName {
    var name = "Ada"
  }

  /// Owns the name in `@State`.
  @MainActor
  struct StateOwner: View {
    @State private var name = "Ada"

    var body: some View {
      VStack {
        Text("Owner: \(name)")
        LevelOne(name: $name)
        NameDisplay(name: name)
      }
    }
  }

  /// Owns the name in an `ObservableObject` held by `@StateObject`.
  @MainActor
  struct StateObjectOwner: View {
    @StateObject private var model = PublishedName()

    var body: some View {
      VStack {
        Text("Owner: \(model.name)")
        LevelOne(name: $model.name)
        NameDisplay(name: model.name)
      }
    }
  }

  /// Owns the name in an `@Observable` object held by `@State`.
  @MainActor
  struct ObservableOwner: View {
    @State private var model = ObservableName()

    var body: some View {
      @Bindable var model = model
      VStack {
        Text("Owner: \(model.name)")
        LevelOne(name: $model.name)
        NameDisplay(name: model.name)
      }
    }
  }

  /// Shows the name and passes the binding on.
  @MainActor
  struct LevelOne: View {
    @Binding var name: String

    var body: some View {
      VStack {
        Text("Level 1: \(name)")
        LevelTwo(name: $name)
      }
    }
  }

  /// Passes the binding on without showing it.
  @MainActor
  struct LevelTwo: View {
    @Binding var name: String

    var body: some View {
      LevelThree(name: $name)
    }
  }

  /// Edits and shows the name.
  @MainActor
  struct LevelThree: View {
    @Binding var name: String

    var body: some View {
      HStack {
        TextField("Name", text: $name)
        Text("Level 3: \(name)")
      }
    }
  }

  /// Shows a copy of the name, given as a plain value.
  @MainActor
  struct NameDisplay: View {
    let name: String

    var body: some View {
      Text("Display: \(name)")
    }
  }

  // MARK: Seed 004's FormField, used by an owner

  @MainActor
  struct FormOwner: View {
    @State private var email = ""
    @State private var name = ""

    var body: some View {
      VStack {
        BindingViewsSeed.FormField(title: "Email", text: $email)
        BindingViewsSeed.FormField(title: "Name", text: $name)
        Text("Owner has \(email) / \(name)")
      }
    }
  }

  // MARK: Member bindings: $model.child.grandchild

  struct Child: Equatable {
    var grandchild: String
    var sibling = 7
  }

  @MainActor
  final class ParentModel: ObservableObject {
    @Published var child = Child(grandchild: "deep")
  }

  @MainActor
  struct MemberBindings: View {
    @StateObject private var model: ParentModel
    @State private var local = Child(grandchild: "near")

    init(model: @autoclosure @escaping () -> ParentModel) {
      _model = StateObject(wrappedValue: model())
    }

    var body: some View {
      VStack {
        TextField("Model", text: $model.child.grandchild)
        Text("Model: \(model.child.grandchild) \(model.child.sibling)")
        TextField("Local", text: $local.grandchild)
        Text("Local: \(local.grandchild) \(local.sibling)")
      }
    }
  }

  // MARK: Bindings to collection elements: ForEach($items) { $item in ... }

  struct Entry: Identifiable {
    let id: Int
    var name: String
  }

  @MainActor
  struct EntryEditor: View {
    let lazy: Bool
    @State private var entries = [
      Entry(id: 1, name: "one"), Entry(id: 2, name: "two"), Entry(id: 3, name: "three"),
    ]

    var body: some View {
      VStack {
        Text("All: \(entries.map(\.name).joined(separator: ", "))")
        if lazy {
          List {
            ForEach($entries) { $entry in
              TextField("Entry", text: $entry.name)
            }
          }
        } else {
          ForEach($entries) { $entry in
            TextField("Entry", text: $entry.name)
          }
        }
        Button("Reverse") { entries.reverse() }
      }
    }
  }

  // MARK: Binding.constant

  @MainActor
  struct ConstantControls: View {
    var body: some View {
      VStack {
        TextField("Fixed", text: .constant("fixed"))
        Toggle("Always on", isOn: .constant(true))
      }
    }
  }
}

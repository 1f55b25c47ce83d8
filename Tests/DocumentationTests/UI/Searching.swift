import Foundation
import TrellisUI

/// The code of the article "Searching and refreshing".
enum Searching {
  // MARK: A searchable list

  struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
    let cuisine: Cuisine
  }

  enum Cuisine: Hashable { case any, indian, japanese }

  struct RecipeBrowser: View {
    let recipes: [Recipe]
    @State private var query = ""
    @State private var cuisine = Cuisine.any
    @State private var submitted = ""

    var body: some View {
      NavigationStack {
        RecipeList(recipes: matches, submitted: submitted)
          .navigationTitle("Recipes")
          .searchable(text: $query, prompt: "Find a recipe")
          .searchSuggestions {
            Text("दाल मखनी").searchCompletion("दाल")
            Text("ラーメン").searchCompletion("ラーメン")
          }
          .searchScopes($cuisine) {
            Text("Any").tag(Cuisine.any)
            Text("Indian").tag(Cuisine.indian)
            Text("Japanese").tag(Cuisine.japanese)
          }
          .onSubmit(of: .search) { submitted = query }
      }
    }

    private var matches: [Recipe] {
      recipes.filter { recipe in
        (query.isEmpty || recipe.name.contains(query))
          && (cuisine == .any || recipe.cuisine == cuisine)
      }
    }
  }

  struct RecipeList: View {
    let recipes: [Recipe]
    let submitted: String
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
      VStack(alignment: .leading) {
        if isSearching {
          Text("\(recipes.count) found")
          Button("Cancel search") { dismissSearch() }
        }
        ForEach(recipes) { Text($0.name) }
        if !submitted.isEmpty { Text("Searched for \(submitted)") }
      }
    }
  }

  // MARK: Refreshing

  @Observable @MainActor
  final class Inbox {
    var messages = ["नमस्ते", "你好"]
    var fetches = 0

    func fetchNewMessages() async {
      fetches += 1
      messages.append("New \(fetches) 🎉")
    }
  }

  struct InboxView: View {
    let inbox: Inbox

    var body: some View {
      List(inbox.messages, id: \.self) { Text($0) }
        .refreshable {
          await inbox.fetchNewMessages()
        }
    }
  }
}

import TrellisUI

/// The code of the article "Selecting the rows of a list".
enum SelectingRowsOfAList {
  // MARK: One row

  struct Mailbox: Identifiable, Hashable {
    let id: String
    var name: String
  }

  struct Mailboxes: View {
    let boxes = [
      Mailbox(id: "inbox", name: "Inbox"), Mailbox(id: "sent", name: "Sent"),
      Mailbox(id: "archive", name: "档案"),
    ]
    @State private var chosen: String? = "inbox"

    var body: some View {
      VStack {
        List(boxes, selection: $chosen) { box in
          Text(box.name)
        }
        Text("Showing \(chosen ?? "nothing")")
      }
    }
  }

  // MARK: Several rows

  struct Tasks: View {
    @State private var selected: Set<Int> = []

    var body: some View {
      List(selection: $selected) {
        Section("Today") {
          Text("Water the plants").tag(1)
          Text("पत्र लिखो").tag(2)
        }
        Section("Later") {
          Text("Call 👩🏽‍🔧").tag(3)
          Text("Archived").tag(4).selectionDisabled()
        }
      }
    }
  }

  // MARK: Row backgrounds, insets and lines

  struct Chore: Identifiable {
    let id: Int
    var title: String
    var isUrgent = false
  }

  struct Chores: View {
    let chores = [
      Chore(id: 1, title: "Water the plants", isUrgent: true),
      Chore(id: 2, title: "पत्र लिखो"),
      Chore(id: 3, title: "Call 👩🏽‍🔧"),
    ]
    @State private var selected: Int?

    var body: some View {
      List(selection: $selected) {
        Section("Today") {
          ForEach(chores) { chore in
            Text(chore.title)
              .listRowBackground(chore.isUrgent ? Color.yellow : nil)
              .listRowSeparator(.hidden, edges: .top)
          }
        }
        Section("Notes") {
          Text("Indented")
            .listRowInsets(EdgeInsets(top: 0, leading: 32, bottom: 0, trailing: 0))
        }
      }
      .listRowSpacing(16)
      .listSectionSpacing(.compact)
    }
  }
}

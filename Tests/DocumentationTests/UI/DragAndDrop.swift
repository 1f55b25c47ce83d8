import Foundation
import TrellisUI

/// The code of the article "Gestures, hover and keys", section "Drag and drop".
enum DragAndDrop {
  struct WordBasket: View {
    @State private var basket: [String] = []
    @State private var isTargeted = false

    var body: some View {
      VStack {
        HStack {
          ForEach(["नमस्ते", "こんにちは", "👋"], id: \.self) { word in
            Text(word).draggable(word)
          }
        }
        Text(basket.isEmpty ? "Drop words here" : basket.joined(separator: " "))
          .frame(width: 240, height: 48)
          .background(isTargeted ? Color.yellow : Color.gray)
          .dropDestination(for: String.self) { words, _ in
            basket += words
            return true
          } isTargeted: {
            isTargeted = $0
          }
      }
    }
  }

  struct Card: Codable, Transferable {
    var title: String

    static var transferRepresentation: some TransferRepresentation {
      CodableRepresentation(contentType: .json)
      ProxyRepresentation(exporting: \.title)
    }
  }
}

// Previews of the label editor moved to Observation, in a file of their own.
import TrellisUI

#Preview("Two labels") {
  LabelListView()
}

#Preview("A disabled row", traits: .sizeThatFitsLayout) {
  LabelRow(item: LabelItem(title: "Cobalt", isEnabled: false))
}

import Limner

struct TodoItem: Identifiable {
    let id: Int
    let title: String
    let done: Bool
}

struct TodoList: View {
    let items = [
        TodoItem(id: 1, title: "Buy milk", done: true),
        TodoItem(id: 2, title: "Walk the dog", done: false),
        TodoItem(id: 3, title: "Write tests", done: false),
    ]

    var body: some View {
        List(items) { item in
            HStack {
                Image(systemName: item.done ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(item.done ? .green : .gray)
                Text(item.title)
                    .strikethrough(item.done)
            }
        }
        .listStyle(.plain)
    }
}

#Preview("Plain list", traits: .fixedLayout(width: 320, height: 200)) {
    TodoList()
}

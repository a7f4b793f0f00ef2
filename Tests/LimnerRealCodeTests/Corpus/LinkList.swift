import Limner

struct LinkList: View {
    let topics = ["Animations", "Layout", "Drawing"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(topics, id: \.self) { topic in
                    NavigationLink(topic) {
                        Text(topic)
                    }
                }
            }
            .navigationTitle("Topics")
        }
    }
}

#Preview {
    LinkList()
}

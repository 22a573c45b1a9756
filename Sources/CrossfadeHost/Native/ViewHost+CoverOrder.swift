import CrossfadeInteractions
import CrossfadeScene

extension ViewHost {
    /// The app's track each mounted cover slot shows: cover-carousel's `cover.N` is
    /// the queue position N, which plays the app's track K (`cover-K`, the artwork
    /// reference `FacadeOptions.coverCarousel` gives it) — K is N until shuffle writes
    /// the play order into the positions. Read from the engine's own drawing of each
    /// cover (`cover.N.artwork`), by slot name.
    static func coverItems(in layers: [Layer], count: Int) -> [String: Int] {
        var items: [String: Int] = [:]
        for layer in layers { collectCoverItems(layer, count: count, into: &items) }
        return items
    }

    private static func collectCoverItems(_ layer: Layer, count: Int, into items: inout [String: Int]) {
        if case .artwork(let artwork)? = layer.content, layer.id.hasPrefix("cover."), layer.id.hasSuffix(".artwork"),
            artwork.reference.hasPrefix("cover-"), let item = Int(artwork.reference.dropFirst("cover-".count)), item >= 0, item < count
        {
            items[String(layer.id.dropLast(".artwork".count))] = item
        }
        for child in layer.children { collectCoverItems(child, count: count, into: &items) }
    }

    /// After a frame's plan: the covers' tracks now, and an update of every mounted
    /// cover slot whose track changed (shuffle turned on or off), so the façade asks
    /// its data source for the track that now plays there.
    mutating func followCoverOrder(_ layers: [Layer], into operations: inout [ViewOperation]) {
        guard case .covers(let count)? = configuration.dataSource else { return }
        let items = Self.coverItems(in: layers, count: count)
        defer { coverItems = items }
        for (name, item) in items.sorted(by: { $0.key < $1.key }) where coverItems[name].map({ $0 != item }) ?? false {
            guard let handle = planner.handle(of: name), let slot = Slot(name) else { continue }
            operations.append(.update(handle, [.slot(slot, name: name)]))
        }
    }

    /// The app's index of the item a slot the engine mounts shows — what the
    /// façade asks its data source for — or nil when the app's data holds no such
    /// item (ask for nothing; a configuration without a data source answers nil).
    /// A carousel's cover asks for the track that plays at its position.
    public func dataSourceIndex(of slot: Slot) -> DataSourceIndex? {
        guard let index = configuration.dataSource?.index(of: slot) else { return nil }
        guard case .cover = slot.place, let item = coverItems[slot.name] else { return index }
        return .item(item)
    }
}

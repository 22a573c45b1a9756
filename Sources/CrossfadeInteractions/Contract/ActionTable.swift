/// One action of an interaction: its spec (name, fields, summary) and the typed
/// case it stands for, both ways. The name is written once, here.
public struct ActionRow<Action>: Sendable {
    /// What the action is called, its fields, summary, label and key.
    public let spec: ActionSpec
    let make: @Sendable (InteractionAction) throws(InteractionError) -> Action
    /// The action's fields when `action` is this row's case, else nil.
    let read: @Sendable (Action) -> [String: Scalar]?
    /// The row's case, its fields at the low end of their ranges: what a model is asked
    /// whether the action applies now (`Interaction.isAvailable`, which never depends on
    /// the fields' values).
    let sample: @Sendable () -> Action

    init(
        _ spec: ActionSpec, make: @escaping @Sendable (InteractionAction) throws(InteractionError) -> Action,
        read: @escaping @Sendable (Action) -> [String: Scalar]?, sample: @escaping @Sendable () -> Action
    ) {
        self.spec = spec
        self.make = make
        self.read = read
        self.sample = sample
    }
}

extension ActionRow where Action: Equatable & Sendable {
    /// An action without fields: `value` is its case; `key`, the key that performs it;
    /// `label`, its readable name (derived from `name` when not given: `nextPage` → "Next page").
    public static func action(_ name: String, _ value: Action, _ summary: String, key: String? = nil, label: String? = nil) -> ActionRow {
        ActionRow(ActionSpec(name, summary, key: key, label: label), make: { _ in value }, read: { $0 == value ? [:] : nil }, sample: { value })
    }
}

extension ActionRow {
    /// An action with one number field (`seek`'s `time`).
    public static func number(
        _ name: String, field: String, _ range: ClosedRange<Double>, fieldSummary: String, _ summary: String, label: String? = nil,
        make: @escaping @Sendable (Double) -> Action, read: @escaping @Sendable (Action) -> Double?
    ) -> ActionRow {
        ActionRow(
            ActionSpec(name, fields: [.init(field, .number(range), fieldSummary)], summary, label: label),
            make: { (action: InteractionAction) throws(InteractionError) -> Action in make(try action.number(field)) },
            read: { action in read(action).map { [field: .number($0)] } }, sample: { make(range.lowerBound) })
    }

    /// An action with one whole-number field (`selectCover`'s `index`).
    public static func integer(
        _ name: String, field: String, _ range: ClosedRange<Int>, fieldSummary: String, _ summary: String, label: String? = nil,
        make: @escaping @Sendable (Int) -> Action, read: @escaping @Sendable (Action) -> Int?
    ) -> ActionRow {
        ActionRow(
            ActionSpec(name, fields: [.init(field, .integer(range), fieldSummary)], summary, label: label),
            make: { (action: InteractionAction) throws(InteractionError) -> Action in make(try action.integer(field)) },
            read: { action in read(action).map { [field: .int($0)] } }, sample: { make(range.lowerBound) })
    }

    /// An action with two whole-number fields (`moveRow`'s `from` and `to`).
    public static func integers(
        _ name: String, fields: (String, String), _ range: ClosedRange<Int>, fieldSummaries: (String, String), _ summary: String,
        label: String? = nil, make: @escaping @Sendable (Int, Int) -> Action, read: @escaping @Sendable (Action) -> (Int, Int)?
    ) -> ActionRow {
        ActionRow(
            ActionSpec(
                name, fields: [.init(fields.0, .integer(range), fieldSummaries.0), .init(fields.1, .integer(range), fieldSummaries.1)], summary,
                label: label),
            make: { (action: InteractionAction) throws(InteractionError) -> Action in make(try action.integer(fields.0), try action.integer(fields.1))
            },
            read: { action in read(action).map { [fields.0: .int($0.0), fields.1: .int($0.1)] } },
            sample: { make(range.lowerBound, range.lowerBound) })
    }
}

/// An interaction's actions, in the order hosts list them: parsed from what hosts
/// send, named and written back (a recorded trace) from the typed case, all from
/// the one row each action has.
///
/// ```swift
/// static let table = ActionTable<Action>([
///     .action("next", .next, "bring the next line forward"),
///     .number("seek", field: "time", -1e9...1e9, fieldSummary: "the track time, s", "bring forward the line at a time",
///             make: { .seek(time: $0) }, read: { if case .seek(let time) = $0 { time } else { nil } }),
/// ])
/// ```
public struct ActionTable<Action>: Sendable {
    /// The actions, in the order they are listed.
    public let rows: [ActionRow<Action>]

    /// A table of `rows`, in the order given.
    public init(_ rows: [ActionRow<Action>]) { self.rows = rows }

    /// Every action's spec, in order.
    public var specs: [ActionSpec] { rows.map { $0.spec } }

    /// The names of the actions `isAvailable` says apply now, in order.
    public func available(where isAvailable: (Action) -> Bool) -> [String] {
        var names: [String] = []
        names.reserveCapacity(rows.count)  // one allocation of one size a call: asked every frame, it fragments nothing
        for row in rows where isAvailable(row.sample()) { names.append(row.spec.name) }
        return names
    }

    /// The typed action for `action`: an unknown name or a bad field is an error naming it.
    public func parse(_ action: InteractionAction) throws(InteractionError) -> Action {
        guard let row = rows.first(where: { $0.spec.name == action.name }) else { throw .unknownAction(action.name) }
        try row.spec.validate(action)
        return try row.make(action)
    }

    /// `action` as hosts and traces write it: its name and fields.
    public func interactionAction(for action: Action) -> InteractionAction {
        for row in rows {
            if let fields = row.read(action) { return InteractionAction(row.spec.name, fields) }
        }
        preconditionFailure("an action without a row in its table")
    }

    /// The table with `key` performing the action `name` (and no other action).
    public func binding(_ key: String, to name: String) -> ActionTable {
        ActionTable(
            rows.map { row in
                var spec = row.spec
                spec.key = spec.name == name ? key : spec.key == key ? nil : spec.key
                return ActionRow(spec, make: row.make, read: row.read, sample: row.sample)
            })
    }

    /// A child's actions under `prefix.` (`player.open`), wrapped into the parent's case.
    public static func child<Child>(
        _ prefix: String, _ table: ActionTable<Child>, wrap: @escaping @Sendable (Child) -> Action,
        unwrap: @escaping @Sendable (Action) -> Child?
    ) -> [ActionRow<Action>] {
        table.rows.map { row in
            ActionRow(
                ActionSpec(prefix + "." + row.spec.name, fields: row.spec.fields, row.spec.summary, key: row.spec.key, label: row.spec.label),
                make: { (action: InteractionAction) throws(InteractionError) -> Action in
                    var inner = action
                    inner.name = row.spec.name
                    return wrap(try row.make(inner))
                },
                read: { action in unwrap(action).flatMap { row.read($0) } }, sample: { wrap(row.sample()) })
        }
    }
}

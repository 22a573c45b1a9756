import CrossfadeInteractions
import CrossfadeWasmBuild
import Foundation
import Testing

/// An interaction is registered in one place, `InteractionRegistry.standard` (its id,
/// model and article); what that list cannot hold is checked against it here, so an
/// interaction registered without its engine module, its branch in the engine's
/// driver, its article, its traces or its frame-cost baseline fails, naming what is
/// missing and where it goes (the DocC article "Adding an interaction" walks it through).
@Suite("An interaction is registered everywhere it must be")
struct RegistrationTests {
    static let repository = WasmParityTests.repository
    static let docs = repository.appendingPathComponent("Sources/CrossfadeInteractions/CrossfadeInteractions.docc")

    @Test(arguments: InteractionRegistry.standard.ids)
    func aRegisteredInteractionHasEverythingItNeeds(id: String) throws {
        let descriptor = try #require(InteractionRegistry.standard[id])
        for problem in try Self.missing(for: descriptor) { Issue.record("\(id): \(problem)") }
    }

    @Test func everyEngineModuleRunsARegisteredInteraction() throws {
        let ids = Set(InteractionRegistry.standard.ids)
        for variant in EngineVariant.interactionModules where !ids.contains(variant.interaction ?? "") {
            Issue.record("the engine module \(variant.rawValue) (EngineVariant) runs no interaction InteractionRegistry.standard lists")
        }
        for condition in try Self.engineBranches() where !ids.contains(where: { Self.condition(of: $0) == condition }) {
            Issue.record("EngineDriver.swift has a branch for \(condition), which names no registered interaction")
        }
    }

    /// What `descriptor`'s interaction lacks, each said with where it goes.
    static func missing(for descriptor: InteractionDescriptor) throws -> [String] {
        let id = descriptor.id
        var problems: [String] = []
        if let variant = EngineVariant(interaction: id) {
            if !EngineVariant.pageModules.contains(variant) { problems.append("its engine module is not a page module (EngineVariant.pageModules)") }
        } else {
            problems.append("no engine module: add `case … = \"\(id)\"` to EngineVariant (Sources/CrossfadeWasmBuild/EngineVariant.swift)")
        }
        if try !engineBranches().contains(condition(of: id)) {
            problems.append(
                "no branch in the engine's driver: add `#elseif \(condition(of: id))` with `public typealias EngineModel = …` "
                    + "to Sources/CrossfadeEngineABI/EngineDriver.swift")
        }
        let article = docs.appendingPathComponent(descriptor.article + ".md")
        if !FileManager.default.fileExists(atPath: article.path) {
            problems.append("no article: write CrossfadeInteractions.docc/\(descriptor.article).md")
        }
        let landing = try String(contentsOf: docs.appendingPathComponent("CrossfadeInteractions.md"), encoding: .utf8)
        if !landing.contains("<doc:\(descriptor.article)>") {
            problems.append("its article is not listed: add <doc:\(descriptor.article)> to CrossfadeInteractions.docc/CrossfadeInteractions.md")
        }
        let traces = repository.appendingPathComponent("Traces/\(id)")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: traces.path)) ?? []
        if !files.contains(where: { $0.hasSuffix(".json") }) { problems.append("no traces: record one into Traces/\(id)/ (with its golden)") }
        if try !frameCostBaselines().contains(id) {
            problems.append("no frame-cost baseline: add \"\(id)\" to Benchmarks/frame-instructions.json (Scripts/frame-instructions.py)")
        }
        return problems
    }

    /// The compilation condition of `id`'s engine module (`CROSSFADE_ENGINE_LIBRARY_PAGER`).
    static func condition(of id: String) -> String {
        "CROSSFADE_ENGINE_" + id.uppercased().replacingOccurrences(of: "-", with: "_")
    }

    /// The conditions EngineDriver.swift picks a model under (`#if`/`#elseif … typealias EngineModel`).
    static func engineBranches() throws -> [String] {
        let source = try String(
            contentsOf: repository.appendingPathComponent("Sources/CrossfadeEngineABI/EngineDriver.swift"), encoding: .utf8)
        var branches: [String] = [], pending: String?
        for line in source.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("#if CROSSFADE_ENGINE_") || line.hasPrefix("#elseif CROSSFADE_ENGINE_") {
                pending = line.split(separator: " ").last.map(String.init)
            } else if line.hasPrefix("public typealias EngineModel = "), let condition = pending {
                branches.append(condition)
                pending = nil
            } else if !line.hasPrefix("///") {
                pending = nil
            }
        }
        return branches
    }

    /// The interactions Benchmarks/frame-instructions.json holds a baseline for.
    static func frameCostBaselines() throws -> Set<String> {
        let data = try Data(contentsOf: repository.appendingPathComponent("Benchmarks/frame-instructions.json"))
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return Set((json?["instructionsPerFrame"] as? [String: Any])?.keys.map { $0 } ?? [])
    }
}

import { roleGroupOf, type GroupScreen, type RoleGroup, type RoleScreen } from '@fobu/domain';
import { importCurrentVersion } from '@fobu/pwa';
import type { GroupScreenModules, RoleScreens, ScreenModule } from '@fobu/routing';

/** Loads a role group's feature library; each one is its own chunk that visitors never download. */
export type RoleGroupLoaders = { readonly [G in RoleGroup]: () => Promise<GroupScreenModules<G>> };

/** The screens every branch shows the same way, whatever its group (role change, legal pages). */
export type CommonScreenModules = Readonly<Partial<Record<RoleScreen, ScreenModule>>>;

type AnyGroupModules = Readonly<Partial<Record<RoleScreen, ScreenModule>>>;

/**
 * The role screens, by group: a group's library is fetched once (a chunk the server no longer has
 * fails as a StaleVersionError, which the update path handles), and its modules are kept, so that
 * a screen renders synchronously once its route's loader has run. The settings view is every
 * group's, loaded on its own when first opened.
 */
export function createRoleScreens(loaders: RoleGroupLoaders, common: CommonScreenModules, settings: ScreenModule): RoleScreens {
  const loading = new Map<RoleGroup, Promise<AnyGroupModules>>();
  const loaded = new Map<RoleGroup, AnyGroupModules>();
  const loadGroup = (group: RoleGroup) => {
    let modules = loading.get(group);
    if (!modules) {
      const load = loaders[group] as () => Promise<AnyGroupModules>;
      modules = importCurrentVersion(load).then((groupModules) => {
        loaded.set(group, groupModules);
        return groupModules;
      });
      // A failed load is tried again at the next navigation rather than remembered.
      modules.catch(() => loading.delete(group));
      loading.set(group, modules);
    }
    return modules;
  };
  const pick = (modules: AnyGroupModules | undefined, screen: RoleScreen) => common[screen] ?? modules?.[screen as GroupScreen<RoleGroup>];
  return {
    async load(role, screen) {
      if (common[screen]) return common[screen];
      const module = pick(await loadGroup(roleGroupOf(role)), screen);
      // The branch's guard has refused screens the role does not have, so the group has this one.
      if (!module) throw new Error(`Die Rolle ${role} hat keinen Bildschirm ${screen}.`);
      return module;
    },
    loaded: (role, screen) => pick(loaded.get(roleGroupOf(role)), screen),
    settings,
  };
}

import type { DynamicModule } from '@nestjs/common';

/**
 * Nest tells dynamic modules apart by object identity: the same options must give the same
 * object, or every importer (checkout, support, worker) would get its own providers — its own
 * runner, queues and workers. Builds a module once per key and hands out that object.
 */
export class DynamicModuleCache<K> {
  private readonly modules = new Map<K, DynamicModule>();

  get(key: K, build: () => DynamicModule): DynamicModule {
    let module = this.modules.get(key);
    if (!module) {
      module = build();
      this.modules.set(key, module);
    }
    return module;
  }
}

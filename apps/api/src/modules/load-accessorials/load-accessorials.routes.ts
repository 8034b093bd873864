import {
  accessorialCreate,
  accessorialList,
  accessorialSchema,
  accessorialUpdate,
  LOAD_CAPABILITIES,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../plugins/auth';
import { loadItemRoutes } from '../../plugins/load-item-routes';
import type { LoadAccessorialsService } from './load-accessorials.service';

/** A load's accessorials (decision 0198): read and changed by those who see and edit the load's money. */
export function loadAccessorialRoutes(accessorials: LoadAccessorialsService, guards: Guards) {
  return async (app: FastifyInstance) => {
    const read = guards.requireAny(LOAD_CAPABILITIES.money);
    const write = guards.requireAny(LOAD_CAPABILITIES.write);
    loadItemRoutes(
      app,
      'accessorials',
      'accessorialId',
      { item: accessorialSchema, list: accessorialList },
      {
        list: { onRequest: read, summary: "A load's accessorials and totals", run: accessorials.list },
        add: {
          onRequest: write,
          summary: 'Add an accessorial to a load',
          body: accessorialCreate,
          run: accessorials.create,
        },
        update: {
          onRequest: write,
          summary: 'Change an accessorial',
          body: accessorialUpdate,
          run: accessorials.update,
        },
        remove: { onRequest: write, summary: 'Remove an accessorial', run: accessorials.remove },
      },
    );
  };
}
